import { Button, Flex, Text } from '@chakra-ui/react';
import { useSession } from '@wattle/shared';
import { ChatIcon } from '@wattle/shared/icons';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useLiveChat } from '../hooks/use-live-chat';
import { isLiveChatHidden } from '../lib/live-chat';

const ContactDialog = lazy(() =>
  import('./contact-dialog').then((module) => ({ default: module.ContactDialog })),
);
const ChatPanel = lazy(() =>
  import('./chat-panel').then((module) => ({ default: module.ChatPanel })),
);

/**
 * The chat launcher; hidden on price-heavy pages and during maintenance
 * (docs/product/screens.md#live-chat). It sits in the page's flow, at the end of the content
 * above the footer, never floating: a floating button would cover Sell buttons, chart axes,
 * "All transactions" or footer links, and no corner of a 375 px page is free of them.
 */
export function LiveChatLauncher({ maintenance }: { maintenance: boolean }) {
  const { pathname } = useLocation();
  const hidden = isLiveChatHidden(pathname, maintenance);
  const chat = useLiveChat(!hidden);
  // Without a vendor, a signed-in customer chats with the support console; a visitor (or a
  // staff member) gets the contact form.
  const { user } = useSession();
  const inHouseChat = user?.role === 'user';
  return (
    <>
      {!hidden && (
        <Flex
          as="aside"
          aria-label="Live chat"
          data-testid="live-chat-launcher"
          w="full"
          maxW="7xl"
          mx="auto"
          px={{ base: '4', md: '8' }}
          py="4"
          gap="3"
          align="center"
          justify="flex-end"
          wrap="wrap"
        >
          <Text color="fg.muted" fontSize="sm">
            Questions? We&apos;re here to help.
          </Text>
          <Button
            colorPalette="eucalypt"
            borderRadius="full"
            size="md"
            aria-label="Chat with us"
            onClick={chat.open}
          >
            <ChatIcon />
            Chat with us
          </Button>
        </Flex>
      )}
      {chat.contactFormOpen && (
        <Suspense fallback={null}>
          {inHouseChat ? (
            <ChatPanel open onClose={chat.closeContactForm} />
          ) : (
            <ContactDialog open onClose={chat.closeContactForm} />
          )}
        </Suspense>
      )}
    </>
  );
}
