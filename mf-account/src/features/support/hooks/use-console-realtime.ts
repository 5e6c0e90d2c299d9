import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENTS,
  chatMessageSignalSchema,
  chatReadSignalSchema,
  chatTypingSignalSchema,
  hasRealtimeSocket,
  onRealtimeEvent,
  onRealtimeSocketChange,
} from '@wattle/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { supportKeys } from '@/lib/query-keys';

const TYPING_SHOWN_MS = 4_000;

/** Whether the shell's socket is there (inside the shell) or not (standalone: poll). */
export function useHasSocket(): boolean {
  return useSyncExternalStore(onRealtimeSocketChange, hasRealtimeSocket, () => false);
}

/**
 * Keeps the chat inbox and threads fresh from the socket's pushes, and says which customers
 * are typing now.
 */
export function useConsoleChatSignals(): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const stopTyping = (userId: string) =>
      setTyping((current) => {
        const next = new Set(current);
        next.delete(userId);
        return next;
      });
    const refresh = (userId: string) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.chatInbox(), exact: true });
      void queryClient.invalidateQueries({ queryKey: supportKeys.chatThread(userId) });
    };
    const offMessage = onRealtimeEvent(CHAT_EVENTS.message, (payload) => {
      const parsed = chatMessageSignalSchema.safeParse(payload);
      if (!parsed.success) return;
      stopTyping(parsed.data.userId);
      refresh(parsed.data.userId);
    });
    const offRead = onRealtimeEvent(CHAT_EVENTS.read, (payload) => {
      const parsed = chatReadSignalSchema.safeParse(payload);
      if (parsed.success) refresh(parsed.data.userId);
    });
    const offTyping = onRealtimeEvent(CHAT_EVENTS.typing, (payload) => {
      const parsed = chatTypingSignalSchema.safeParse(payload);
      if (!parsed.success || parsed.data.from !== 'customer') return;
      const { userId } = parsed.data;
      setTyping((current) => new Set(current).add(userId));
      clearTimeout(timers.get(userId));
      timers.set(
        userId,
        setTimeout(() => stopTyping(userId), TYPING_SHOWN_MS),
      );
    });
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      offMessage();
      offRead();
      offTyping();
    };
  }, [queryClient]);
  return typing;
}
