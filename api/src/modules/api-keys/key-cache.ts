import { ListeningCache } from '../identity/sessions/index.js';
import type { KeyForRequest } from './api-key-repository.js';

/** A key as a signed request's check reads it, with its secret opened. */
export interface KnownKey {
  key: KeyForRequest;
  secret: string;
}

/**
 * Signed requests' keys with their owners' permission facts, kept between the calls a script
 * makes as the session cache keeps session checks (docs/decisions/session-check-cache.md), on
 * the same announcements: PostgreSQL announces, per owner, every change to a key's scopes,
 * allow-list, expiry or revocation (migration 0033) as it does to users and suspensions.
 * Only calls that change nothing use an entry (a route's `config.sessionCache`): orders read
 * their key afresh.
 */
export class KeyCache extends ListeningCache<KnownKey> {
  lookup(keyId: string): KnownKey | undefined {
    return this.lookupEntry(keyId);
  }

  /** Keeps a live key only: a refused one is read again, so its refusal is always current. */
  keep(known: KnownKey, generation: number): void {
    const { key } = known;
    if (key.revoked_at || key.status !== 'active' || key.expires_at.getTime() <= this.now()) {
      return;
    }
    this.keepEntry(key.key_id, key.user_id, known, generation);
  }

  /** A session's change alone changes no key. */
  override forgetSession(): void {}
}
