import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChatBubble,
  errorMessage,
  QueryState,
  showToast,
  WattleModal,
  type ChatMessage,
  type ChatThread,
} from '@wattle/shared';
import { useEffect, useRef, useState } from 'react';
import { chatKeys } from '@/lib/query-keys';
import {
  chatThreadQuery,
  emailChatTranscript,
  markChatRead,
  sendChatMessage,
} from '../api/chat-api';
import { useChatSignals } from '../hooks/use-chat-signals';

function withMessage(thread: ChatThread | undefined, message: ChatMessage) {
  if (!thread) return thread;
  if (thread.messages.some((existing) => existing.messageId === message.messageId)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

/**
 * The live chat with Wattle support (no vendor configured): over the shell's socket, kept on
 * the customer's record, e-mailed as a transcript on request.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const thread = useQuery(chatThreadQuery());
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listEnd = useRef<HTMLDivElement>(null);
  const signals = useChatSignals({
    onMessage: (message) => {
      queryClient.setQueryData<ChatThread>(chatKeys.thread(), (current) =>
        withMessage(current, message),
      );
      if (message.fromStaff) void markChatRead().catch(() => undefined);
    },
    onRead: (signal) => {
      if (signal.by !== 'staff') return;
      queryClient.setQueryData<ChatThread>(chatKeys.thread(), (current) =>
        current ? { ...current, staffReadAt: signal.at } : current,
      );
    },
  });
  const count = thread.data?.messages.length ?? 0;

  useEffect(() => {
    if (open) void markChatRead().catch(() => undefined);
  }, [open]);
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [count, signals.staffTyping]);

  const send = async () => {
    const body = draft.trim();
    if (!body) {
      setError('Write a message');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const message = await sendChatMessage(body);
      queryClient.setQueryData<ChatThread>(chatKeys.thread(), (current) =>
        withMessage(current, message),
      );
      setDraft('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const transcript = async () => {
    try {
      const result = await emailChatTranscript();
      showToast('success', `We e-mailed this conversation to ${result.sentTo}.`);
    } catch (failure) {
      showToast('error', errorMessage(failure));
    }
  };

  return (
    <WattleModal
      open={open}
      onClose={onClose}
      title="Chat with Wattle support"
      footer={
        <Stack w="full" gap="2">
          <Field.Root invalid={error !== null}>
            <Field.Label>Your message</Field.Label>
            <Textarea
              value={draft}
              maxLength={2000}
              rows={2}
              onChange={(event) => {
                setDraft(event.target.value);
                signals.typing();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void send();
                }
              }}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button size="sm" variant="plain" px="0" onClick={() => void transcript()}>
              E-mail me this chat
            </Button>
            <Button colorPalette="eucalypt" loading={sending} onClick={() => void send()}>
              Send
            </Button>
          </HStack>
        </Stack>
      }
    >
      <QueryState query={thread} loadingLabel="Loading your conversation">
        {(current) => {
          const lastMine = [...current.messages].reverse().find((message) => !message.fromStaff);
          return (
            <Stack gap="3">
              {current.messages.length === 0 && (
                <Text color="fg.muted">
                  Ask us anything: a person from the Wattle support team answers here.
                </Text>
              )}
              <Box role="log" aria-label="Conversation">
                <Stack as="ol" gap="2" listStyleType="none">
                  {current.messages.map((message) => (
                    <ChatBubble
                      key={message.messageId}
                      message={message}
                      mine={!message.fromStaff}
                      seen={
                        message === lastMine
                          ? current.staffReadAt !== null && current.staffReadAt >= message.createdAt
                          : null
                      }
                    />
                  ))}
                </Stack>
              </Box>
              <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
                {signals.staffTyping ? 'Support is typing…' : ''}
              </Text>
              <div ref={listEnd} />
            </Stack>
          );
        }}
      </QueryState>
    </WattleModal>
  );
}
