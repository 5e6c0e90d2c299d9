import { TOKEN_STORAGE_KEY } from '../boot.js';
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

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  return decodeURIComponent(
    Array.from(atob(padded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(
      '',
    ),
  );
}

/** The token's payload, decoded client-side (not verified: the server does that). */
export function decodeToken(token: string): TokenPayload | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(base64UrlDecode(segment)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const payload = decodeToken(token);
  return !payload || payload.exp * 1000 <= now.getTime();
}
