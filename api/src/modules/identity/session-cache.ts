import type { PermissionType } from '@wattle/shared/contracts';
import type { Selectable } from 'kysely';
import type { SessionsTable, UsersTable } from '../../db/schema.js';
import type { PermissionSubject } from './permissions.js';

/** What a session check reads for a token: the session, its user's role and permission facts. */
export type SessionFacts = Pick<
  Selectable<SessionsTable>,
  'revoked_at' | 'expires_at' | 'kind' | 'created_at' | 'last_seen_at'
> &
  Pick<Selectable<UsersTable>, 'two_factor_enabled'> &
  PermissionSubject & { suspended: PermissionType[] };

/** The channel migration 0018 announces every change to session facts on. */
export const SESSION_CHANGES_CHANNEL = 'wattle_session_changes';

export interface SessionCacheOptions {
  /** The longest an entry is used, even if no change to it was ever heard. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A cache of what a session check reads, or of facts read with it (an API key's owner's
 * permissions): told of changes as a SessionCache is, by the same announcements.
 */
export interface SessionFactsCache {
  forgetUser(userId: string): void;
  forgetSession(sessionId: string): void;
  /** Listening for announcements from now on: what was kept may have missed some. */
  listening(): void;
  /** Not listening: keep nothing until it listens again. */
  deaf(): void;
}

/** Every cache of this process, told at once of changes made here (`forgetUserSessions`). */
const cachesInProcess = new Set<SessionFactsCache>();

/** A listening cache hears this process's changes as they are written; a deaf one does not. */
function hearChangesInProcess(cache: SessionFactsCache, hear: boolean): void {
  if (hear) cachesInProcess.add(cache);
  else cachesInProcess.delete(cache);
}

interface Entry<V> {
  userId: string;
  value: V;
  at: number;
}

/**
 * Facts read for one user, kept by id until anything they hold may have changed:
 * - PostgreSQL announces every change to a session, to the session facts of a user and to
 *   their suspensions when it commits (migration 0018), and to their API keys (migration
 *   0033); every API process listens.
 * - A change made by this process is forgotten as it is written too, so this process's next
 *   request never waits for the announcement (the repositories call `forgetUserSessions`).
 * - A read made while a change was announced is not kept: it may predate the change.
 * - Nothing is kept while the process is not listening, and everything goes when it starts
 *   listening again: announcements made meanwhile are lost.
 * - Every entry goes after `ttlMs` whatever was heard.
 */
export class ListeningCache<V> implements SessionFactsCache {
  readonly #entries = new Map<string, Entry<V>>();
  protected readonly now: () => number;
  #generation = 0;
  #listening = false;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Taken before reading; `keepEntry` refuses the read if anything changed since. */
  get generation(): number {
    return this.#generation;
  }

  protected lookupEntry(id: string, userId?: string): V | undefined {
    const entry = this.#entries.get(id);
    if (!entry || (userId !== undefined && entry.userId !== userId)) return undefined;
    if (this.now() - entry.at >= this.options.ttlMs) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  protected keepEntry(id: string, userId: string, value: V, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= this.options.maxEntries) {
      // The oldest entry: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(id, { userId, value, at: this.now() });
  }

  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [id, entry] of this.#entries) {
      if (entry.userId === userId) this.#entries.delete(id);
    }
  }

  forgetSession(sessionId: string): void {
    this.#generation += 1;
    this.#entries.delete(sessionId);
  }

  listening(): void {
    this.#forgetAll();
    this.#listening = true;
    hearChangesInProcess(this, true);
  }

  /** A lost connection, or the app closing. */
  deaf(): void {
    this.#listening = false;
    this.#forgetAll();
    hearChangesInProcess(this, false);
  }

  get size(): number {
    return this.#entries.size;
  }

  #forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/**
 * The session checks of customers' live sessions, kept between the calls the app polls
 * (docs/decisions/session-check-cache.md): otherwise every poll and quote reads the session.
 * Staff sessions are never kept (their idle limit is checked on every request), nor are
 * ended sessions. Only calls that change nothing may use an entry (a route's
 * `config.sessionCache`); every other call reads its session afresh.
 */
export class SessionCache extends ListeningCache<SessionFacts> {
  lookup(sessionId: string, userId: string): SessionFacts | undefined {
    return this.lookupEntry(sessionId, userId);
  }

  keep(sessionId: string, userId: string, facts: SessionFacts, generation: number): void {
    if (facts.kind === 'staff' || facts.revoked_at || facts.status !== 'active') return;
    this.keepEntry(sessionId, userId, facts, generation);
  }
}

/**
 * A change to a user's session facts or suspensions, or (with `sessionId`) to one session,
 * made by this process: every cache here forgets it at once. Called as the change is written,
 * inside its transaction if it has one; the announcement at commit covers the other processes
 * and a check read before the commit.
 */
export function forgetUserSessions(change: { userId: string } | { sessionId: string }): void {
  for (const cache of cachesInProcess) {
    if ('userId' in change) cache.forgetUser(change.userId);
    else cache.forgetSession(change.sessionId);
  }
}
