import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  emailNotificationsSchema,
  errorMessage,
  showToast,
  type EmailNotifications,
} from '@wattle/shared';
import { notificationEmailKeys } from '@/lib/query-keys';

export function notificationEmailsQueryOptions() {
  return queryOptions({
    queryKey: notificationEmailKeys.all,
    queryFn: ({ signal }) =>
      apiClient.get('/user/notification-emails', emailNotificationsSchema, { signal }),
  });
}

/** `GET /user/notification-emails`: which notifications also go by e-mail. */
export function useNotificationEmails() {
  return useQuery(notificationEmailsQueryOptions());
}

export function patchNotificationEmails(update: Partial<EmailNotifications>) {
  return apiClient.patch('/user/notification-emails', update, emailNotificationsSchema);
}

/** `PATCH /user/notification-emails`, ticked at once and put back if the server says no. */
export function useUpdateNotificationEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchNotificationEmails,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: notificationEmailKeys.all });
      const previous = queryClient.getQueryData<EmailNotifications>(notificationEmailKeys.all);
      if (previous) {
        queryClient.setQueryData(notificationEmailKeys.all, { ...previous, ...update });
      }
      return { previous };
    },
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(notificationEmailKeys.all, context.previous);
      showToast('error', errorMessage(error));
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationEmailKeys.all, saved),
  });
}
