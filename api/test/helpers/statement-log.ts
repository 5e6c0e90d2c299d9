import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * Remembers the kind of every statement an app sends through Kysely (BEGIN and COMMIT do not
 * pass here): give an app `db.withPlugin(log)` to count its round trips.
 */
export class StatementLog implements KyselyPlugin {
  readonly statements: string[] = [];

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(node.kind);
    return node;
  }

  transformResult: KyselyPlugin['transformResult'] = (args) => Promise.resolve(args.result);

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
