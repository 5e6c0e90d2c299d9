import { useMutation } from '@tanstack/react-query';
import {
  analytics,
  ANALYTICS_EVENTS,
  apiClient,
  leadRegisteredSchema,
  PRE_REGISTER_SUCCESS,
  showToast,
  type Lead,
} from '@wattle/shared';

/**
 * `POST /marketing`: a pre-registration lead (docs/product/identity.md#lead-and-contact-forms,
 * applied by `leadSchema`).
 */
export function registerLead(lead: Lead) {
  return apiClient.post('/marketing', lead, leadRegisteredSchema);
}

/**
 * Registers the lead, thanks the person and tells analytics when this visitor
 * pre-registered — not their e-mail address: analytics knows people by account id,
 * and a lead has none yet.
 */
export function useRegisterLead() {
  return useMutation({
    mutationFn: registerLead,
    onSuccess: (registered) => {
      showToast('success', PRE_REGISTER_SUCCESS);
      analytics.identify(null, { preRegisteredAt: registered.preRegisteredAt });
      analytics.track(ANALYTICS_EVENTS.preRegistered, {});
    },
  });
}
