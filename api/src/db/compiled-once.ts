import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/** Stands where a named value goes while the statement is compiled. */
const placeholder = (name: string) => `\u0000wattle-value:${name}\u0000`;

/**
 * A hot-path statement that Kysely builds and compiles once per database handle: each call
 * then only binds its own values and executes, skipping the builder and the compiler. `build`
 * gets a placeholder for each named value and must pass each to the builder as a value (a
 * bound parameter), never into raw SQL text; it returns a query builder, or a raw `sql`
 * statement compiled against `db`. Pair it with `prepared` so PostgreSQL plans it once too.
 */
export function compiledOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (db: Db, values: Record<Name, string>) => Compilable<Row> | CompiledQuery<Row>,
): (db: Db, values: Record<Name, unknown>) => Promise<Row[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<Row>; slots: (Name | null)[] }>();

  const compile = (db: Db) => {
    const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)]));
    const built = build(db, placeholders as Record<Name, string>);
    const query = 'compile' in built ? built.compile() : built;
    const slots = query.parameters.map(
      (parameter) => names.find((name) => parameter === placeholder(name)) ?? null,
    );
    const unbound = names.filter((name) => !slots.includes(name));
    if (unbound.length > 0) {
      throw new Error(`compiledOnce: ${unbound.join(', ')} never became a bound parameter`);
    }
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  };

  return async (db, values) => {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const parameters = slots.map((name, index) =>
      name === null ? query.parameters[index] : values[name],
    );
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
