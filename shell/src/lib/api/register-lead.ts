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

/** `POST /marketing`: a pre-registration lead (spec §5 lead rules, applied by `leadSchema`). */
export function registerLead(lead: Lead) {
  return apiClient.post('/marketing', lead, leadRegisteredSchema);
}

/**
 * Registers the lead, thanks the person (spec §8) and tells analytics who they are, with
 * when they pre-registered (spec §3).
 */
export function useRegisterLead() {
  return useMutation({
    mutationFn: registerLead,
    onSuccess: (registered, lead) => {
      showToast('success', PRE_REGISTER_SUCCESS);
      analytics.identify(lead.email, { preRegisteredAt: registered.preRegisteredAt });
      analytics.track(ANALYTICS_EVENTS.preRegistered, {});
    },
  });
}
