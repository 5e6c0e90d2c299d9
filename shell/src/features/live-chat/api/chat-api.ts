import { queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  chatMessageSchema,
  chatThreadSchema,
  chatTranscriptResultSchema,
} from '@wattle/shared';
import { chatKeys } from '@/lib/query-keys';

export const chatThreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.thread(),
    queryFn: ({ signal }) => apiClient.get('/chat', chatThreadSchema, { signal }),
  });

export const sendChatMessage = (body: string) =>
  apiClient.post('/chat/messages', { body }, chatMessageSchema);

export const markChatRead = () => apiClient.post('/chat/read', {}, chatThreadSchema);

export const emailChatTranscript = () =>
  apiClient.post('/chat/transcript', {}, chatTranscriptResultSchema);
