import { Box, IconButton } from '@chakra-ui/react';
import { BellIcon } from '@wattle/shared/icons';
import { Link as RouterLink } from 'react-router-dom';
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
      size={{ base: 'lg', md: 'md' }}
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
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW="5"
              h="5"
              px="1"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="xs"
              fontWeight="bold"
              // A number, not a spacing token: "5" here meant five lines, which drew the count
              // 20px below its dot, dark on the dark green header.
              lineHeight="1"
              fontVariantNumeric="tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          )}
        </Box>
      </RouterLink>
    </IconButton>
  );
}
