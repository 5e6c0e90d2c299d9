/**
 * The one socket.io connection the shell opens for a session, shared with every remote: a
 * remote listens for its events and emits its own without opening a second connection.
 */
export interface RealtimeSocket {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
  emit(event: string, payload: unknown): unknown;
}

let current: RealtimeSocket | null = null;
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const changeListeners = new Set<() => void>();

function relay(event: string) {
  return (payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
}
const relays = new Map<string, (payload: unknown) => void>();

/** The shell hands over its socket once connected, and `null` when the session ends. */
export function registerRealtimeSocket(socket: RealtimeSocket | null): void {
  if (current) for (const [event, handler] of relays) current.off(event, handler);
  current = socket;
  if (current) for (const [event, handler] of relays) current.on(event, handler);
  changeListeners.forEach((listener) => listener());
}

/** Whether a socket is registered (a remote opened standalone has none). */
export function hasRealtimeSocket(): boolean {
  return current !== null;
}

/** Calls `listener` when the registered socket changes (connects, ends). */
export function onRealtimeSocketChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Listens for `event` on whichever socket is registered now or later. */
export function onRealtimeEvent(event: string, listener: (payload: unknown) => void): () => void {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
    const handler = relay(event);
    relays.set(event, handler);
    current?.on(event, handler);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Sends `event` on the registered socket; false when there is none. */
export function emitRealtime(event: string, payload: unknown): boolean {
  if (!current) return false;
  current.emit(event, payload);
  return true;
}
