import { useMutation } from '@tanstack/react-query';
import { apiClient, contactReceivedSchema, type contactMessageSchema } from '@wattle/shared';

export type ContactMessage = ReturnType<typeof contactMessageSchema.parse>;

/** `POST /contact-us`: a message to the support team; answers with a reference. */
export function sendContactMessage(message: ContactMessage) {
  return apiClient.post('/contact-us', message, contactReceivedSchema);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
