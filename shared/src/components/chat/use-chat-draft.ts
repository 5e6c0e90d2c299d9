import { useState } from 'react';
import { errorMessage } from '../../api/api-error.js';
import type { ChatMessage, ChatThread } from '../../contracts/index.js';

/** The thread with `message` at the end, unless it is there already (the socket was quicker). */
export function withChatMessage(
  thread: ChatThread | undefined,
  message: ChatMessage,
): ChatThread | undefined {
  if (!thread) return thread;
  if (thread.messages.some((existing) => existing.messageId === message.messageId)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

/**
 * The message being written in a live chat, and its sending: an empty one is refused with
 * "Write a message"; a sent one clears the draft; a failed one stays, with the reason shown.
 * `deliver` sends the trimmed body and puts the answer in the thread.
 */
export function useChatDraft(deliver: (body: string) => Promise<void>) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const body = draft.trim();
    if (!body) {
      setError('Write a message');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await deliver(body);
      setDraft('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return { draft, setDraft, error, sending, send };
}
