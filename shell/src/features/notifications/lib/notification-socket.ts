import {
  CHANGE_EVENT,
  changeSignalSchema,
  NOTIFICATION_EVENT,
  notificationSignalSchema,
  type NotificationSignal,
  type RealtimeTopic,
  socketOptions,
} from '@wattle/shared';
import type { Socket } from 'socket.io-client';

export interface NotificationSocketHandlers {
  onNotification: (notification: NotificationSignal) => void;
  /** Something changed that needs no notification of its own (e.g. a support action). */
  onChange: (topics: RealtimeTopic[]) => void;
  /** The server refused the handshake; `reason` is set when the session is over. */
  onRefused: (refusal: { message: string; reason: string | undefined }) => void;
}

/** The server puts the 401 reason of a refused handshake in the error's `data`. */
export function refusalReason(error: Error): string | undefined {
  const data: unknown = (error as Error & { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  return typeof data.reason === 'string' ? data.reason : undefined;
}

/**
 * Opens the socket for one session. socket.io-client is loaded here, on demand: a visitor who
 * never signs in never downloads it.
 */
export async function connectNotificationSocket(
  url: string,
  token: string,
  handlers: NotificationSocketHandlers,
): Promise<Socket> {
  const options = socketOptions(token);
  const { io } = await import('socket.io-client');
  const socket = io(url, options);
  socket.on(NOTIFICATION_EVENT, (payload: unknown) => {
    const parsed = notificationSignalSchema.safeParse(payload);
    if (parsed.success) handlers.onNotification(parsed.data);
    else console.warn('Ignored a malformed notification', parsed.error.issues);
  });
  socket.on(CHANGE_EVENT, (payload: unknown) => {
    const parsed = changeSignalSchema.safeParse(payload);
    if (parsed.success) handlers.onChange(parsed.data.topics);
    else console.warn('Ignored a malformed change signal', parsed.error.issues);
  });
  socket.on('connect_error', (error) => {
    // A refused handshake (not a network blip) leaves the socket disconnected for good.
    if (!socket.active)
      handlers.onRefused({ message: error.message, reason: refusalReason(error) });
  });
  return socket;
}

/** Disconnects and forgets the socket: no reconnection, no handler left behind. */
export function discardSocket(socket: Socket): void {
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
}
