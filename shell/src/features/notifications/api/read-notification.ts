import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, notificationSchema, type Notification } from '@wattle/shared';
import { notificationKeys } from '@/lib/query-keys';

/** `POST /notification/read/:id`: answers with the notification, now read. */
export function readNotification(notificationId: string) {
  return apiClient.post(
    `/notification/read/${encodeURIComponent(notificationId)}`,
    undefined,
    notificationSchema,
  );
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (updated) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (current) =>
        current?.map((notification) =>
          notification.notificationId === updated.notificationId ? updated : notification,
        ),
      );
    },
  });
}
