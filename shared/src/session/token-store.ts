import { decodeTokenPayload, payloadHasExpired, TOKEN_STORAGE_KEY } from '../boot.js';
import { tokenPayloadSchema, type TokenPayload } from '../contracts/auth.js';

const listeners = new Set<() => void>();

/** What a server render takes the stored token to be: see prerenderSignedIn. */
let serverToken: string | null = null;

/**
 * Build time only (scripts/prerender.ts): a server render draws the page as a visitor's
 * first render does (no token), or, for a signed-in page, as a customer's does before their
 * user has loaded (session status 'loading'). The stand-in token decodes to nothing, so no
 * query is ever asked with it.
 */
export function prerenderSignedIn(signedIn: boolean): void {
  serverToken = signedIn ? 'prerendered-signed-in-page' : null;
}

/** For useSyncExternalStore's server snapshot. */
export function getServerToken(): string | null {
  return serverToken;
}

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

/** The last token decoded, and what it decoded to: see decodeToken. */
let decoded: { token: string; payload: TokenPayload | null } | null = null;

/**
 * The token's payload, decoded client-side (not verified: the server does that). Every
 * component that reads the session asks on every render, for the same token: decoded once.
 */
export function decodeToken(token: string): TokenPayload | null {
  if (decoded?.token !== token) {
    const parsed = tokenPayloadSchema.safeParse(decodeTokenPayload(token));
    decoded = { token, payload: parsed.success ? parsed.data : null };
  }
  return decoded.payload;
}

export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const payload = decodeToken(token);
  return !payload || payloadHasExpired(payload, now);
}

/** The token while it has not expired; null for none, or one expired or unreadable. */
export function liveToken(token: string | null): string | null {
  return token !== null && !isTokenExpired(token) ? token : null;
}
