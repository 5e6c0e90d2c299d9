import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChatDraftField,
  ChatLog,
  errorMessage,
  QueryState,
  showToast,
  useChatDraft,
  WattleModal,
  withChatMessage,
  type ChatThread,
} from '@wattle/shared';
import { useEffect, useRef } from 'react';
import { chatKeys } from '@/lib/query-keys';
import {
  chatThreadQuery,
  emailChatTranscript,
  markChatRead,
  sendChatMessage,
} from '../api/chat-api';
import { useChatSignals } from '../hooks/use-chat-signals';

/**
 * The live chat with Wattle support (no vendor configured): over the shell's socket, kept on
 * the customer's record, e-mailed as a transcript on request.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const thread = useQuery(chatThreadQuery());
  const listEnd = useRef<HTMLDivElement>(null);
  const signals = useChatSignals({
    onMessage: (message) => {
      queryClient.setQueryData<ChatThread>(chatKeys.thread(), (current) =>
        withChatMessage(current, message),
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

  const outgoing = useChatDraft(async (body) => {
    const sent = await sendChatMessage(body);
    queryClient.setQueryData<ChatThread>(chatKeys.thread(), (current) =>
      withChatMessage(current, sent),
    );
  });

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
          <ChatDraftField
            label="Your message"
            error={outgoing.error}
            value={outgoing.draft}
            rows={2}
            onChange={(event) => {
              outgoing.setDraft(event.target.value);
              signals.typing();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void outgoing.send();
              }
            }}
          />
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button size="sm" variant="plain" px="0" onClick={() => void transcript()}>
              E-mail me this chat
            </Button>
            <Button
              colorPalette="eucalypt"
              loading={outgoing.sending}
              onClick={() => void outgoing.send()}
            >
              Send
            </Button>
          </HStack>
        </Stack>
      }
    >
      <QueryState query={thread} loadingLabel="Loading your conversation">
        {(current) => (
          <Stack gap="3">
            {current.messages.length === 0 && (
              <Text color="fg.muted">
                Ask us anything: a person from the Wattle support team answers here.
              </Text>
            )}
            <ChatLog thread={current} reader="customer" otherTyping={signals.staffTyping} />
            <div ref={listEnd} />
          </Stack>
        )}
      </QueryState>
    </WattleModal>
  );
}
