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

/** `POST /marketing`: a pre-registration lead. */
export function registerLead(lead: Lead) {
  return apiClient.post('/marketing', lead, leadRegisteredSchema);
}

/** Registers the lead and thanks the person; analytics never sees the e-mail. */
export function useRegisterLead() {
  return useMutation({
    mutationFn: registerLead,
    onSuccess: () => {
      showToast('success', PRE_REGISTER_SUCCESS);
      analytics.track(ANALYTICS_EVENTS.preRegistered, { location: 'homepage' });
    },
  });
}
