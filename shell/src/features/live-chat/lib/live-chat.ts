/** The widget loads after 5000 ms of idle, or at once on a click. */
export const LIVE_CHAT_IDLE_MS = 5_000;

/** Pages where the launcher would sit on top of prices and buy buttons. */
const HIDDEN_ON = ['/buy', '/marketplace', '/top-100', '/exchange-rates', '/events', '/learn'];

export function isLiveChatHidden(pathname: string, maintenance: boolean): boolean {
  return (
    maintenance ||
    HIDDEN_ON.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

/** A loaded chat widget, whatever the vendor. */
export interface LiveChatWidget {
  open: () => void;
}

/** A vendor adapter: loads its script with the configured key and hands back its widget. */
export interface LiveChatProvider {
  readonly name: string;
  load: (key: string) => Promise<LiveChatWidget>;
}

export interface LiveChatLoader {
  /** Loads once; later calls get the same widget. A failed load may be tried again. */
  load: () => Promise<LiveChatWidget>;
}

export function createLiveChatLoader(load: () => Promise<LiveChatWidget>): LiveChatLoader {
  let pending: Promise<LiveChatWidget> | null = null;
  return {
    load: () =>
      (pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      })),
  };
}

/** Runs `task` once the page has been idle for `delayMs`; returns a cancel function. */
export function whenIdle(task: () => void, delayMs = LIVE_CHAT_IDLE_MS): () => void {
  let idleHandle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => task());
    } else {
      task();
    }
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== null) window.cancelIdleCallback(idleHandle);
  };
}
