import { useQueryClient } from '@tanstack/react-query';
import {
  getRuntimeConfig,
  invalidateTopics,
  isShownOnScreen,
  isTokenExpired,
  notificationSubject,
  registerRealtimeSocket,
  showToast,
  type Notification,
} from '@wattle/shared';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { notificationKeys } from '@/lib/query-keys';
import { connectNotificationSocket, discardSocket } from '../lib/notification-socket';

/** Newest first, once each: the socket may deliver what the list already has. */
export function withNotification(
  list: readonly Notification[] | undefined,
  notification: Notification,
): Notification[] {
  const others = (list ?? []).filter(
    (existing) => existing.notificationId !== notification.notificationId,
  );
  return [notification, ...others];
}

/**
 * A realtime connection while a user is signed in (docs/product/realtime.md#connection),
 * disconnected and discarded on logout. Each notification shows as a toast of its type (unless
 * a screen is showing its outcome: docs/product/screens.md#results-in-view) and joins the list
 * without a reload, and what it changed (balances, history, permissions…)
 * refetches in every remote at once.
 */
export function useRealtimeNotifications(
  token: string | null,
  onSessionOver: (reason: string) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | null = null;
    let cancelled = false;
    connectNotificationSocket(getRuntimeConfig().socketUrl, token, {
      onNotification: ({ topics, ...notification }) => {
        const subject = notificationSubject(notification.title);
        // A screen showing this outcome itself has said it already.
        if (!isShownOnScreen(subject)) {
          showToast(notification.type, `${notification.title}: ${notification.message}`, {
            toastId: subject,
          });
        }
        queryClient.setQueryData<Notification[]>(notificationKeys.list(), (current) =>
          withNotification(current, notification),
        );
        void invalidateTopics(queryClient, topics);
      },
      onChange: (topics) => void invalidateTopics(queryClient, topics),
      onRefused: ({ reason }) => {
        if (reason) onSessionOver(reason);
        else if (isTokenExpired(token)) onSessionOver('token_expired');
      },
    }).then(
      (opened) => {
        if (cancelled) discardSocket(opened);
        else {
          socket = opened;
          // Remotes (the live chat, the support console) listen on this same connection.
          registerRealtimeSocket(opened);
        }
      },
      (error: unknown) => console.error('Realtime notifications are unavailable', error),
    );
    return () => {
      cancelled = true;
      if (socket) {
        registerRealtimeSocket(null);
        discardSocket(socket);
      }
      socket = null;
    };
  }, [token, queryClient, onSessionOver]);
}
