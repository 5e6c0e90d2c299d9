import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, QueryId, RootOperationNode } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * Remembers the kind of every statement an app executes through Kysely (BEGIN and COMMIT do
 * not pass here): give an app `db.withPlugin(log)` to count its round trips. A statement is
 * counted when its result arrives, so one compiled once (db/compiled-once.ts) counts each time
 * it runs.
 */
export class StatementLog implements KyselyPlugin {
  readonly statements: string[] = [];
  readonly #kinds = new WeakMap<QueryId, string>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.#kinds.set(queryId, node.kind);
    return node;
  }

  transformResult: KyselyPlugin['transformResult'] = ({ queryId, result }) => {
    this.statements.push(this.#kinds.get(queryId) ?? 'unknown');
    return Promise.resolve(result);
  };

  /** The statements `work` sent. */
  async of(work: () => Promise<unknown>): Promise<string[]> {
    this.statements.length = 0;
    await work();
    return [...this.statements];
  }
}

/** A second API instance on the test app's database, whose statements `log` records. */
export function buildLoggedApp(t: TestApp, log: StatementLog): Promise<FastifyInstance> {
  return buildTestApp({ ...t.database, db: t.database.db.withPlugin(log) });
}

/**
 * The logged second instance for a test file: built after the test app, closed before it.
 * Returns the instance; call it inside tests and hooks only.
 */
export function useLoggedApp(t: TestApp, log: StatementLog): () => FastifyInstance {
  let logged: FastifyInstance | undefined;
  beforeAll(async () => {
    logged = await buildLoggedApp(t, log);
  });
  afterAll(() => logged?.close());
  return () => {
    if (!logged) throw new Error('The logged app is made in beforeAll: use it in a test or hook');
    return logged;
  };
}
