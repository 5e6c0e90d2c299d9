import { Button, EmptyState, Stack, Text } from '@chakra-ui/react';
import { errorMessage, PageLayout, QueryState, showToast } from '@wattle/shared';
import { BellIcon } from '@wattle/shared/icons';
import { useNotifications, useUnreadCount } from '@/lib/api/get-notifications';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { NotificationItem } from './notification-item';

/** `/notifications`: everything Wattle told this customer, newest first. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const unread = useUnreadCount();
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const onError = (error: unknown) => showToast('error', errorMessage(error));

  return (
    <PageLayout
      {...PAGE_FRAMES['/notifications']}
      description={
        <Text color="fg.muted" aria-live="polite">
          {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
        </Text>
      }
      actions={
        <Button
          variant="outline"
          colorPalette="eucalypt"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onError })}
        >
          Mark all as read
        </Button>
      }
    >
      <QueryState
        query={notifications}
        loadingLabel="Loading notifications"
        empty={
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Indicator>
                <BellIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>No notifications yet</EmptyState.Title>
              <EmptyState.Description>
                Deposits, withdrawals and verification updates will show up here.
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        }
      >
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Notifications">
            {list.map((notification) => (
              <NotificationItem
                key={notification.notificationId}
                notification={notification}
                reading={readOne.isPending && readOne.variables === notification.notificationId}
                onRead={(id) => readOne.mutate(id, { onError })}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageLayout>
  );
}
