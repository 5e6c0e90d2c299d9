import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';

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
