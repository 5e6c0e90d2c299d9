import { Box, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '@/components/icons';
import { useUnreadCount } from '@/lib/api/get-notifications';

/** The header's bell: a link to /notifications that carries the unread count. */
export function NotificationBell() {
  const unread = useUnreadCount();
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <IconButton
      asChild
      variant="ghost"
      color="white"
      aria-label={label}
      _hover={{ bg: 'whiteAlpha.200' }}
    >
      <RouterLink to="/notifications">
        <Box position="relative" fontSize="xl">
          <BellIcon />
          {unread > 0 && (
            <Box
              as="span"
              aria-hidden="true"
              data-testid="unread-count"
              position="absolute"
              top="-2"
              insetEnd="-2.5"
              minW="5"
              h="5"
              px="1"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="5"
              textAlign="center"
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          )}
        </Box>
      </RouterLink>
    </IconButton>
  );
}
