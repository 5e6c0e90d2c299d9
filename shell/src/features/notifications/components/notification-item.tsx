import { Badge, Box, Button, Flex, Grid, Stack, Text, type IconProps } from '@chakra-ui/react';
import { formatDateTime, type Notification, type NotificationType } from '@wattle/shared';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from '@wattle/shared/icons';
import type { ComponentType } from 'react';

const LOOK: Record<
  NotificationType,
  { icon: ComponentType<IconProps>; color: string; label: string }
> = {
  success: { icon: CheckCircleIcon, color: 'green.700', label: 'Success' },
  info: { icon: InfoIcon, color: 'blue.700', label: 'Information' },
  warning: { icon: WarningIcon, color: 'orange.700', label: 'Warning' },
  error: { icon: ErrorIcon, color: 'red.700', label: 'Problem' },
};

export interface NotificationItemProps {
  notification: Notification;
  onRead: (notificationId: string) => void;
  reading: boolean;
}

/** One notification: its kind, title, message and time; unread ones can be marked read. */
export function NotificationItem({ notification, onRead, reading }: NotificationItemProps) {
  const look = LOOK[notification.type];
  const Icon = look.icon;
  return (
    <Grid
      as="li"
      // On a phone the button goes under the text rather than squeezing it.
      templateColumns={{ base: 'auto 1fr', sm: 'auto 1fr auto' }}
      templateAreas={{ base: '"icon body" "icon action"', sm: '"icon body action"' }}
      columnGap="4"
      rowGap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg={notification.read ? 'bg' : 'eucalypt.50'}
      borderColor={notification.read ? 'border' : 'eucalypt.200'}
      data-testid="notification"
      data-read={notification.read}
    >
      <Box gridArea="icon" color={look.color} fontSize="2xl" pt="0.5">
        <Icon />
        <Text srOnly>{look.label}</Text>
      </Box>
      <Stack gridArea="body" gap="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{notification.title}</Text>
          {!notification.read && (
            <Badge colorPalette="eucalypt" variant="solid" size="sm">
              New
            </Badge>
          )}
        </Flex>
        <Text color="fg.muted">{notification.message}</Text>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </Text>
      </Stack>
      {!notification.read && (
        <Button
          size="sm"
          variant="outline"
          gridArea="action"
          justifySelf="start"
          alignSelf="center"
          loading={reading}
          onClick={() => onRead(notification.notificationId)}
          aria-label={`Mark as read: ${notification.title}`}
        >
          Mark as read
        </Button>
      )}
    </Grid>
  );
}
