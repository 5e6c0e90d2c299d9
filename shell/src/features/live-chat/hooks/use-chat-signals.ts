import {
  CHAT_EVENTS,
  chatMessageSignalSchema,
  chatReadSignalSchema,
  chatTypingSignalSchema,
  emitRealtime,
  onRealtimeEvent,
  type ChatMessage,
  type ChatReadSignal,
} from '@wattle/shared';
import { useEffect, useRef, useState } from 'react';

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 1_500;

/**
 * The chat's pushes on the shell's socket: new messages, the other side typing, read marks.
 * `typing()` tells the other side this side is typing (at most every 1.5 s).
 */
export function useChatSignals(handlers: {
  onMessage: (message: ChatMessage) => void;
  onRead: (signal: ChatReadSignal) => void;
}) {
  const [staffTyping, setStaffTyping] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const lastSent = useRef(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offMessage = onRealtimeEvent(CHAT_EVENTS.message, (payload) => {
      const parsed = chatMessageSignalSchema.safeParse(payload);
      if (!parsed.success) return;
      if (parsed.data.message.fromStaff) setStaffTyping(false);
      latest.current.onMessage(parsed.data.message);
    });
    const offTyping = onRealtimeEvent(CHAT_EVENTS.typing, (payload) => {
      const parsed = chatTypingSignalSchema.safeParse(payload);
      if (!parsed.success || parsed.data.from !== 'staff') return;
      setStaffTyping(true);
      clearTimeout(timer);
      timer = setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
    });
    const offRead = onRealtimeEvent(CHAT_EVENTS.read, (payload) => {
      const parsed = chatReadSignalSchema.safeParse(payload);
      if (parsed.success) latest.current.onRead(parsed.data);
    });
    return () => {
      clearTimeout(timer);
      offMessage();
      offTyping();
      offRead();
    };
  }, []);

  return {
    staffTyping,
    typing: () => {
      const now = Date.now();
      if (now - lastSent.current < TYPING_SENT_EVERY_MS) return;
      lastSent.current = now;
      emitRealtime(CHAT_EVENTS.typing, {});
    },
  };
}
