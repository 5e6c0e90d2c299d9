import { decodeTokenPayload, payloadHasExpired, TOKEN_STORAGE_KEY } from '../boot.js';
import { tokenPayloadSchema, type TokenPayload } from '../contracts/auth.js';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

/** For useSyncExternalStore; also hears other tabs logging in or out. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The token's payload, decoded client-side (not verified: the server does that). */
export function decodeToken(token: string): TokenPayload | null {
  const parsed = tokenPayloadSchema.safeParse(decodeTokenPayload(token));
  return parsed.success ? parsed.data : null;
}

export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const payload = decodeToken(token);
  return !payload || payloadHasExpired(payload, now);
}

/** The token while it has not expired; null for none, or one expired or unreadable. */
export function liveToken(token: string | null): string | null {
  return token !== null && !isTokenExpired(token) ? token : null;
}
