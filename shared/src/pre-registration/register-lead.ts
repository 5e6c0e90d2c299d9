import { useMutation } from '@tanstack/react-query';
import { analytics, ANALYTICS_EVENTS } from '../analytics/analytics.js';
import { apiClient } from '../api/api-client.js';
import { leadRegisteredSchema, PRE_REGISTER_SUCCESS, type Lead } from '../contracts/index.js';
import { showToast } from '../toast/toast.js';

/** Where on the site a visitor left their e-mail, as analytics is told. */
export type LeadLocation = 'homepage' | 'footer' | 'dialog';

/**
 * `POST /marketing`: a pre-registration lead (docs/product/identity.md#lead-and-contact-forms,
 * applied by `leadSchema`).
 */
export function registerLead(lead: Lead) {
  return apiClient.post('/marketing', lead, leadRegisteredSchema);
}

/**
 * Registers the lead, thanks the person and tells analytics when and where this visitor
 * pre-registered — not their e-mail address: analytics knows people by account id, and a
 * lead has none yet.
 */
export function useRegisterLead(location: LeadLocation) {
  return useMutation({
    mutationFn: registerLead,
    onSuccess: (registered) => {
      showToast('success', PRE_REGISTER_SUCCESS);
      analytics.identify(null, { preRegisteredAt: registered.preRegisteredAt });
      analytics.track(ANALYTICS_EVENTS.preRegistered, { location });
    },
  });
}
