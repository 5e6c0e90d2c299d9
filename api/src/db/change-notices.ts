import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { PostgresTimeouts } from './postgres-pool.js';
import type { Database } from './schema.js';

/** What a listener hears. Notices sent while it was not listening are lost for good. */
export interface NoticeHandlers {
  onNotice: (payload: string) => void;
  /** Listening from now on (at the start, and again after a lost connection). */
  onListening: () => void;
  /** No longer listening until the next `onListening`: notices may be missed meanwhile. */
  onDeaf: (error: Error) => void;
}

/** Listens on a channel (`NOTIFY`) until the returned function is called. */
export type ListenForNotices = (
  channel: string,
  handlers: NoticeHandlers,
) => Promise<() => Promise<void>>;

/** How often a PostgreSQL listener checks its connection, and waits before reconnecting. */
const HEARTBEAT_MS = 5000;
const RECONNECT_MS = 1000;
export const LISTENER_NAME = 'wattle-change-notices';

/**
 * On PostgreSQL, a connection of its own that only listens. A dropped connection (a restart, a
 * terminated backend) is noticed by its 'error' or 'end'; a silent one (a partition) by a
 * heartbeat that gets no answer in time. Either way the listener says it is deaf and
 * reconnects every second until it listens again.
 */
export function listenOnPostgres(
  connectionString: string,
  timeouts: Pick<PostgresTimeouts, 'connectMs'>,
): ListenForNotices {
  return async (channel, handlers) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;

    const lose = (lost: pg.Client, error: Error) => {
      if (client !== lost) return;
      client = null;
      clearInterval(heartbeat);
      lost.removeAllListeners('notification');
      void lost.end().catch(() => undefined);
      handlers.onDeaf(error);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };

    const connect = async () => {
      const next = new pg.Client({
        connectionString,
        // Named, so an operator can tell it in pg_stat_activity.
        application_name: LISTENER_NAME,
        connectionTimeoutMillis: timeouts.connectMs,
        query_timeout: timeouts.connectMs,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotice(message.payload ?? '');
      });
      next.on('error', (error) => lose(next, error));
      next.on('end', () => lose(next, new Error('The listening connection ended')));
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        lose(next, error as Error);
        return;
      }
      if (stopped || client !== next) return;
      heartbeat = setInterval(() => {
        next.query('select 1').catch((error: Error) => lose(next, error));
      }, HEARTBEAT_MS);
      handlers.onListening();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}

/**
 * On PGlite, its own LISTEN: notices arrive as the committing statement returns. PGlite is one
 * session, so LISTEN waits for the session like any statement (inside someone's transaction,
 * a rollback would undo it).
 */
export function listenOnPGlite(pglite: PGlite, db: Kysely<Database>): ListenForNotices {
  return async (channel, handlers) => {
    const unlisten = await db.connection().execute(() => pglite.listen(channel, handlers.onNotice));
    handlers.onListening();
    return async () => {
      // Closing the database ends its listeners with it.
      if (!pglite.closed) await db.connection().execute(() => unlisten());
    };
  };
}
