import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * Live chat answered by the support console, over the same socket.io connection as
 * notifications (used when no chat vendor key is configured). One thread per customer, kept on
 * their record; staff see every thread in the console's inbox.
 */

export const chatMessageSchema = lazySchema(() =>
  z.object({
    messageId: text(),
    fromStaff: z.boolean(),
    /** The customer's first name, or the staff member's first name "from Wattle". */
    authorName: text(),
    body: text(),
    createdAt: z.iso.datetime(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /chat` (the customer's own) and `GET /support/chats/:userId`. */
export const chatThreadSchema = lazySchema(() =>
  z.object({
    userId: text(),
    messages: z.array(chatMessageSchema),
    customerReadAt: z.iso.datetime().nullable(),
    staffReadAt: z.iso.datetime().nullable(),
  }),
);
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** `GET /support/chats`: threads, newest message first. */
export const chatInboxItemSchema = lazySchema(() =>
  z.object({
    userId: text(),
    customerName: text(),
    customerEmail: text(),
    lastMessage: chatMessageSchema,
    /** The customer wrote after staff last read the thread. */
    unread: z.boolean(),
  }),
);
export type ChatInboxItem = z.infer<typeof chatInboxItemSchema>;
export const chatInboxSchema = lazySchema(() => z.array(chatInboxItemSchema));

export const chatSendSchema = lazySchema(() =>
  z.object({
    body: text('Write a message')
      .trim()
      .min(1, 'Write a message')
      .max(2000, 'Keep a message to 2,000 characters'),
  }),
);

export const chatTranscriptResultSchema = lazySchema(() => z.object({ sentTo: text() }));

/** socket.io events of the chat. Staff sockets hear every thread; a customer hears their own. */
export const CHAT_EVENTS = {
  message: 'chat:message',
  typing: 'chat:typing',
  read: 'chat:read',
} as const;

export const chatMessageSignalSchema = lazySchema(() =>
  z.object({ userId: text(), message: chatMessageSchema }),
);
export type ChatMessageSignal = z.infer<typeof chatMessageSignalSchema>;
/** Sent by either side while typing; the server adds who and forwards it. */
export const chatTypingSignalSchema = lazySchema(() =>
  z.object({
    userId: text(),
    from: z.enum(['customer', 'staff']),
  }),
);
export type ChatTypingSignal = z.infer<typeof chatTypingSignalSchema>;
export const chatReadSignalSchema = lazySchema(() =>
  z.object({
    userId: text(),
    by: z.enum(['customer', 'staff']),
    at: z.iso.datetime(),
  }),
);
export type ChatReadSignal = z.infer<typeof chatReadSignalSchema>;
