import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, readAllResultSchema, type Notification } from '@wattle/shared';
import { notificationKeys } from '@/lib/query-keys';

/** `POST /notification/read-all`. */
export function readAllNotifications() {
  return apiClient.post('/notification/read-all', undefined, readAllResultSchema);
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (current) =>
        current?.map((notification) => ({ ...notification, read: true })),
      );
    },
  });
}
