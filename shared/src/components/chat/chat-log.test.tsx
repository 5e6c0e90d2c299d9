// @vitest-environment happy-dom
import '../../testing/setup-dom.js';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatThread } from '../../contracts/index.js';
import { renderApp } from '../../testing/render-app.js';
import { ChatLog } from './chat-log.js';
import { withChatMessage } from './use-chat-draft.js';

const message = (messageId: string, fromStaff: boolean, createdAt: string): ChatMessage => ({
  messageId,
  fromStaff,
  authorName: fromStaff ? 'Sam from Wattle' : 'Alex',
  body: `Message ${messageId}`,
  createdAt,
});

const thread: ChatThread = {
  userId: 'user-1',
  messages: [
    message('m1', false, '2026-03-04T01:00:00.000Z'),
    message('m2', true, '2026-03-04T01:01:00.000Z'),
    message('m3', false, '2026-03-04T01:02:00.000Z'),
  ],
  customerReadAt: '2026-03-04T01:01:30.000Z',
  staffReadAt: '2026-03-04T01:01:30.000Z',
};

const bubble = (body: string) => screen.getByText(body).closest('li') as HTMLElement;

describe('ChatLog', () => {
  it('marks the customer’s last message Sent until staff read past it, and says support types', () => {
    renderApp(<ChatLog thread={thread} reader="customer" otherTyping />);
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeInTheDocument();
    expect(within(bubble('Message m3')).getByText(/· Sent$/)).toBeInTheDocument();
    expect(within(bubble('Message m1')).queryByText(/· (Sent|Seen)$/)).not.toBeInTheDocument();
    expect(screen.getByText('Support is typing…')).toBeInTheDocument();
  });

  it('marks staff’s last message Seen once the customer read it, and says the customer types', () => {
    renderApp(<ChatLog thread={thread} reader="staff" otherTyping />);
    expect(within(bubble('Message m2')).getByText(/· Seen$/)).toBeInTheDocument();
    expect(screen.getByText('The customer is typing…')).toBeInTheDocument();
  });
});

describe('withChatMessage', () => {
  it('adds a message once, even when the socket brought it first', () => {
    const next = message('m4', true, '2026-03-04T01:03:00.000Z');
    const added = withChatMessage(thread, next);
    expect(added?.messages.map((entry) => entry.messageId)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(withChatMessage(added, next)).toBe(added);
    expect(withChatMessage(undefined, next)).toBeUndefined();
  });
});
