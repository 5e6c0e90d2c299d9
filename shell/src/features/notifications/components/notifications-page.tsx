import { Box, Button, EmptyState, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage, showToast } from '@wattle/shared';
import { BellIcon } from '@/components/icons';
import { useNotifications, useUnreadCount } from '@/lib/api/get-notifications';
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
    <Box as="main" id="main" maxW="3xl" mx="auto" w="full" px={{ base: '4', md: '8' }} py="8">
      <Flex align="center" justify="space-between" gap="4" mb="6" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            Notifications
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
          </Text>
        </Box>
        <Button
          variant="outline"
          colorPalette="eucalypt"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onError })}
        >
          Mark all as read
        </Button>
      </Flex>
      {notifications.isPending && <Spinner aria-label="Loading notifications" />}
      {notifications.isError && <Text role="alert">{errorMessage(notifications.error)}</Text>}
      {notifications.data?.length === 0 && (
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
      )}
      {notifications.data && notifications.data.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Notifications">
          {notifications.data.map((notification) => (
            <NotificationItem
              key={notification.notificationId}
              notification={notification}
              reading={readOne.isPending && readOne.variables === notification.notificationId}
              onRead={(id) => readOne.mutate(id, { onError })}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
