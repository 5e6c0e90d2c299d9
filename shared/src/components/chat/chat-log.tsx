import { Box, Field, Stack, Text, Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ChatMessage, ChatThread } from '../../contracts/index.js';
import { ChatBubble } from './chat-bubble.js';

type ChatReader = 'customer' | 'staff';

const OTHER_SIDE_TYPING: Record<ChatReader, string> = {
  customer: 'Support is typing…',
  staff: 'The customer is typing…',
};

/**
 * A live-chat conversation as its reader sees it: their own messages on the right, their last
 * one marked "Seen" once the other side has read past it, and a polite line while the other
 * side types.
 */
export function ChatLog({
  thread,
  reader,
  otherTyping,
}: {
  thread: ChatThread;
  reader: ChatReader;
  otherTyping: boolean;
}) {
  const mine = (message: ChatMessage) => message.fromStaff === (reader === 'staff');
  const lastMine = [...thread.messages].reverse().find(mine);
  const otherReadAt = reader === 'staff' ? thread.customerReadAt : thread.staffReadAt;
  return (
    <>
      <Box role="log" aria-label="Conversation">
        <Stack as="ol" gap="2" listStyleType="none">
          {thread.messages.map((message) => (
            <ChatBubble
              key={message.messageId}
              message={message}
              mine={mine(message)}
              seen={
                message === lastMine
                  ? otherReadAt !== null && otherReadAt >= message.createdAt
                  : null
              }
            />
          ))}
        </Stack>
      </Box>
      <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
        {otherTyping ? OTHER_SIDE_TYPING[reader] : ''}
      </Text>
    </>
  );
}

/** The labelled box a chat message is written in, with the reason a send failed under it. */
export function ChatDraftField({
  label,
  error,
  ...textarea
}: Omit<TextareaProps, 'maxLength'> & { label: string; error: string | null }) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>{label}</Field.Label>
      {/* The most chatSendSchema accepts. */}
      <Textarea maxLength={2000} {...textarea} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
