import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, notificationListSchema, useLiveToken } from '@wattle/shared';
import { notificationKeys } from '@/lib/query-keys';

/** `GET /notification`: newest first. */
export function fetchNotifications(signal?: AbortSignal) {
  return apiClient.get('/notification', notificationListSchema, { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => fetchNotifications(signal),
  });
}

/** The list, loaded with the user at sign-in and kept current by the socket. */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), enabled: useLiveToken() !== null });
}

/** What the bell shows. */
export function useUnreadCount(): number {
  const { data } = useNotifications();
  return data?.filter((notification) => !notification.read).length ?? 0;
}
