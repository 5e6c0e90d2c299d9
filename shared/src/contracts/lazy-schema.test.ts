import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildContractsOnFirstUse, lazySchema } from './lazy-schema.js';

describe('lazySchema', () => {
  it('builds at once until the front end asks for first use, then only when used, once', () => {
    const eager = vi.fn(() => z.string());
    lazySchema(eager);
    expect(eager).toHaveBeenCalledTimes(1);

    buildContractsOnFirstUse();
    const build = vi.fn(() => z.object({ name: z.string().min(1) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is the schema to everything that holds it', () => {
    buildContractsOnFirstUse();
    const amount = lazySchema(() => z.object({ value: z.string(), precision: z.number().int() }));
    const side = lazySchema(() => z.enum(['buy', 'sell']));
    const order = lazySchema(() => z.object({ side, amount: amount.nullable() }));

    expect(amount).toBeInstanceOf(z.ZodObject);
    expect('_zod' in amount).toBe(true);
    expect(Object.keys(amount.shape)).toEqual(['value', 'precision']);
    expect(side.options).toEqual(['buy', 'sell']);
    expect(order.parse({ side: 'sell', amount: null })).toEqual({ side: 'sell', amount: null });
    expect(order.safeParse({ side: 'hold', amount: null }).error?.issues[0]?.path).toEqual([
      'side',
    ]);

    // What the forms derive from a contract, and the unions the API client parses.
    const withNote = order.extend({ note: z.string().optional() }).pick({ side: true, note: true });
    expect(withNote.parse({ side: 'buy', note: 'x', amount: null })).toEqual({
      side: 'buy',
      note: 'x',
    });
    const signal = z.discriminatedUnion('kind', [
      lazySchema(() => z.object({ kind: z.literal('price'), at: z.number() })),
      lazySchema(() => z.object({ kind: z.literal('trade'), id: z.string() })),
    ]);
    expect(signal.parse({ kind: 'trade', id: 't1' })).toEqual({ kind: 'trade', id: 't1' });
    expect(signal.safeParse({ kind: 'price', at: 'soon' }).success).toBe(false);
  });
});
