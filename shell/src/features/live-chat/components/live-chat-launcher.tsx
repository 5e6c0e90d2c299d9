import { Box, Button, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatIcon } from '@/components/icons';
import { useLiveChat } from '../hooks/use-live-chat';
import { isLiveChatHidden } from '../lib/live-chat';

const ContactDialog = lazy(() =>
  import('./contact-dialog').then((module) => ({ default: module.ContactDialog })),
);

/** The floating chat button; hidden on price-heavy pages and during maintenance (spec §2.3). */
export function LiveChatLauncher({ maintenance }: { maintenance: boolean }) {
  const { pathname } = useLocation();
  const hidden = isLiveChatHidden(pathname, maintenance);
  const chat = useLiveChat(!hidden);
  return (
    <>
      {!hidden && (
        <Box
          position="fixed"
          bottom={{ base: '4', md: '6' }}
          insetEnd={{ base: '4', md: '6' }}
          zIndex="docked"
        >
          <Button
            colorPalette="eucalypt"
            borderRadius="full"
            size="lg"
            boxShadow="lg"
            // Stays distinct over the dark footer as well as over white pages.
            borderWidth="2px"
            borderColor="white"
            px={{ base: '0', md: '5' }}
            minW="12"
            aria-label="Chat with us"
            onClick={chat.open}
          >
            <ChatIcon />
            <Text as="span" display={{ base: 'none', md: 'inline' }}>
              Chat with us
            </Text>
          </Button>
        </Box>
      )}
      {chat.contactFormOpen && (
        <Suspense fallback={null}>
          <ContactDialog open onClose={chat.closeContactForm} />
        </Suspense>
      )}
    </>
  );
}
