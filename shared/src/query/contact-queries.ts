import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../api/api-client.js';
import { contactReceivedSchema, type contactMessageSchema } from '../contracts/marketing.js';

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** `POST /contact-us`: a message to the support team; answers with a reference. */
export function sendContactMessage(message: ContactMessage) {
  return apiClient.post('/contact-us', message, contactReceivedSchema);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
