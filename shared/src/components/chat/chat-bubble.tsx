import { Box, Text } from '@chakra-ui/react';
import type { ChatMessage } from '../../contracts/index.js';
import { formatDateTime } from '../../format/format-date.js';

/**
 * One message of a live-chat conversation as a list item: the reader's own on the right in
 * the brand colour, the other side's on the left. `seen` marks the reader's last message
 * as "Seen" or "Sent"; null shows neither.
 */
export function ChatBubble({
  message,
  mine,
  seen,
}: {
  message: ChatMessage;
  mine: boolean;
  seen: boolean | null;
}) {
  return (
    <Box
      as="li"
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'eucalypt.subtle' : 'bg.muted'}
      borderRadius="l3"
      px="3"
      py="2"
    >
      <Text fontSize="xs" fontWeight="semibold">
        {message.authorName}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {message.body}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {formatDateTime(message.createdAt)}
        {seen !== null && ` · ${seen ? 'Seen' : 'Sent'}`}
      </Text>
    </Box>
  );
}
