import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChatBubble,
  CHAT_EVENTS,
  emitRealtime,
  errorMessage,
  formatDateTime,
  QueryState,
  type ChatThread,
} from '@wattle/shared';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { supportKeys } from '@/lib/query-keys';
import { chatInboxQuery, chatThreadQuery, markChatRead, replyToChat } from '../api/chat-api';
import { useConsoleChatSignals, useHasSocket } from '../hooks/use-console-realtime';
import { ConsoleCard } from './console-card';

const TYPING_SENT_EVERY_MS = 1_500;

function Conversation({ userId, typing }: { userId: string; typing: boolean }) {
  const live = useHasSocket();
  const queryClient = useQueryClient();
  const thread = useQuery(chatThreadQuery(userId, !live));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const unreadFromCustomer = thread.data?.messages.some(
    (message) =>
      !message.fromStaff &&
      (thread.data.staffReadAt === null || thread.data.staffReadAt < message.createdAt),
  );

  useEffect(() => {
    if (!unreadFromCustomer) return;
    void markChatRead(userId).then(
      (updated) => {
        queryClient.setQueryData(supportKeys.chatThread(userId), updated);
        void queryClient.invalidateQueries({ queryKey: supportKeys.chatInbox(), exact: true });
      },
      () => undefined,
    );
  }, [unreadFromCustomer, userId, queryClient]);

  const send = async () => {
    const body = draft.trim();
    if (!body) {
      setError('Write a message');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const message = await replyToChat(userId, body);
      queryClient.setQueryData<ChatThread>(supportKeys.chatThread(userId), (current) =>
        current && !current.messages.some((m) => m.messageId === message.messageId)
          ? { ...current, messages: [...current.messages, message] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.chatInbox(), exact: true });
      setDraft('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <ConsoleCard
      title="Conversation"
      actions={
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`/support/customers/${userId}`}>Open customer</RouterLink>
        </Button>
      }
    >
      <QueryState query={thread} loadingLabel="Loading the conversation">
        {(current) => {
          const lastStaff = [...current.messages].reverse().find((message) => message.fromStaff);
          return (
            <Stack gap="3">
              <Box role="log" aria-label="Conversation">
                <Stack as="ol" gap="2" listStyleType="none">
                  {current.messages.map((message) => (
                    <ChatBubble
                      key={message.messageId}
                      message={message}
                      mine={message.fromStaff}
                      seen={
                        message === lastStaff
                          ? current.customerReadAt !== null &&
                            current.customerReadAt >= message.createdAt
                          : null
                      }
                    />
                  ))}
                </Stack>
              </Box>
              <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
                {typing ? 'The customer is typing…' : ''}
              </Text>
              <Field.Root invalid={error !== null}>
                <Field.Label>Your answer</Field.Label>
                <Textarea
                  value={draft}
                  rows={3}
                  maxLength={2000}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    const now = Date.now();
                    if (now - lastTyping.current > TYPING_SENT_EVERY_MS) {
                      lastTyping.current = now;
                      emitRealtime(CHAT_EVENTS.typing, { userId });
                    }
                  }}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Button
                alignSelf="flex-end"
                colorPalette="eucalypt"
                loading={sending}
                onClick={() => void send()}
              >
                Send answer
              </Button>
            </Stack>
          );
        }}
      </QueryState>
    </ConsoleCard>
  );
}

/** `/support/chats[/:userId]`: customers' live chats, newest first, answered here. */
export function ChatInbox() {
  const { userId } = useParams();
  const live = useHasSocket();
  const typing = useConsoleChatSignals();
  const inbox = useQuery(chatInboxQuery(!live));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      <ConsoleCard title="Inbox">
        <QueryState
          query={inbox}
          loadingLabel="Loading the inbox"
          empty={<Text color="fg.muted">No conversations yet.</Text>}
        >
          {(items) => (
            <Stack as="ul" gap="0" listStyleType="none" aria-label="Conversations">
              {items.map((item) => (
                <Box
                  as="li"
                  key={item.userId}
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                  bg={item.userId === userId ? 'eucalypt.subtle' : undefined}
                >
                  <RouterLink
                    to={`/support/chats/${item.userId}`}
                    aria-current={item.userId === userId ? 'page' : undefined}
                    style={{ display: 'block', padding: '0.5rem 0.75rem' }}
                  >
                    <HStack justify="space-between" gap="2">
                      <Text fontWeight="semibold">{item.customerName}</Text>
                      {item.unread && <Badge colorPalette="orange">New</Badge>}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                      {typing.has(item.userId)
                        ? 'Typing…'
                        : `${item.lastMessage.fromStaff ? 'You: ' : ''}${item.lastMessage.body}`}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(item.lastMessage.createdAt)}
                    </Text>
                  </RouterLink>
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      </ConsoleCard>
      {userId ? (
        <Conversation key={userId} userId={userId} typing={typing.has(userId)} />
      ) : (
        <Text color="fg.muted">Choose a conversation to answer it.</Text>
      )}
    </SimpleGrid>
  );
}
