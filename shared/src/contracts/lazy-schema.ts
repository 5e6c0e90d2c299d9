let onFirstUse = false;

/**
 * The front ends' contracts are built the first time anything uses them, not when their modules
 * load (config/browser-zod.ts calls this before any is built). They are hundreds of zod
 * schemas, and zod builds each with a few dozen objects: built at load, they would weigh on the
 * first long task of every page that starts the app, while most pages parse a handful of them.
 *
 * The API builds them as its modules load: it starts once, and its OpenAPI document
 * (zod's JSON Schema conversion) keys schemas by identity, which a stand-in would split in two.
 */
export function buildContractsOnFirstUse(): void {
  onFirstUse = true;
}

/**
 * A contract: the schema `build` returns, built at once on a server, and on first use in a front
 * end (buildContractsOnFirstUse). There it is a stand-in that is the schema to everything that
 * holds it: every property, method, `in`, `instanceof` and key lookup goes to the schema, built
 * once. A schema that uses another (`z.object({ amount: amountSchema })`) builds it when it is
 * itself built.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  if (!onFirstUse) return build();
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not call a property fixed that its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
