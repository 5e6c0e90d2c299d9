import { queryOptions } from '@tanstack/react-query';
import { apiClient, chatInboxSchema, chatMessageSchema, chatThreadSchema } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** Without the shell's socket (standalone), the inbox asks again this often. */
const POLL_MS = 3_000;

const chatPath = (userId: string) => `/support/chats/${encodeURIComponent(userId)}`;

export const chatInboxQuery = (poll: boolean) =>
  queryOptions({
    queryKey: supportKeys.chatInbox(),
    queryFn: ({ signal }) => apiClient.get('/support/chats', chatInboxSchema, { signal }),
    refetchInterval: poll ? POLL_MS : false,
  });

export const chatThreadQuery = (userId: string, poll: boolean) =>
  queryOptions({
    queryKey: supportKeys.chatThread(userId),
    queryFn: ({ signal }) => apiClient.get(chatPath(userId), chatThreadSchema, { signal }),
    refetchInterval: poll ? POLL_MS : false,
  });

export const replyToChat = (userId: string, body: string) =>
  apiClient.post(`${chatPath(userId)}/messages`, { body }, chatMessageSchema);

export const markChatRead = (userId: string) =>
  apiClient.post(`${chatPath(userId)}/read`, {}, chatThreadSchema);
