import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchLotsFifo, type FifoResult, type LotEvent } from './fifo.js';

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);
const day = (n: number) => new Date(START + n * DAY);

const buy = (n: number, quantity: bigint, costBase: bigint, reference = `buy-${n}`): LotEvent => ({
  kind: 'acquisition',
  assetId: 'btc',
  at: day(n),
  quantity,
  costBase,
  source: 'buy',
  reference,
});
const sell = (
  n: number,
  quantity: bigint,
  proceeds: bigint,
  reference = `sell-${n}`,
): LotEvent => ({
  kind: 'disposal',
  assetId: 'btc',
  at: day(n),
  quantity,
  proceeds,
  source: 'sell',
  reference,
});

describe('matchLotsFifo: worked examples', () => {
  it('takes the oldest lot first and splits a disposal across lots pro rata', () => {
    const { rows, openLots } = matchLotsFifo([
      buy(0, 100n, 10_000n),
      buy(10, 100n, 20_000n),
      sell(20, 150n, 45_000n),
    ]);
    expect(rows.map((row) => [row.lotReference, row.quantity, row.costBase, row.proceeds])).toEqual(
      [
        ['buy-0', 100n, 10_000n, 30_000n],
        ['buy-10', 50n, 10_000n, 15_000n],
      ],
    );
    expect(rows.map((row) => row.gain)).toEqual([20_000n, 5_000n]);
    expect(openLots).toMatchObject([{ reference: 'buy-10', quantity: 50n, costBase: 10_000n }]);
  });

  it('rounds each share to the cent and gives a lot’s last piece whatever cost is left', () => {
    const { rows } = matchLotsFifo([
      buy(0, 3n, 100n),
      sell(1, 1n, 50n),
      sell(2, 1n, 50n),
      sell(3, 1n, 50n),
    ]);
    expect(rows.map((row) => row.costBase)).toEqual([33n, 34n, 33n]);
  });

  it('splits proceeds by quantity so the rows add up to the cent', () => {
    const { rows } = matchLotsFifo([
      buy(0, 1n, 0n),
      buy(1, 1n, 0n),
      buy(2, 1n, 0n),
      sell(3, 3n, 100n),
    ]);
    expect(rows.map((row) => row.proceeds)).toEqual([34n, 33n, 33n]);
  });

  it('lets a transfer out take the oldest lots with it, without a disposal row', () => {
    const { rows, transfersOut } = matchLotsFifo([
      buy(0, 10n, 1_000n),
      buy(1, 10n, 5_000n),
      { kind: 'transfer_out', assetId: 'btc', at: day(2), quantity: 10n, reference: 'out' },
      sell(3, 10n, 6_000n),
    ]);
    expect(transfersOut).toMatchObject([
      { lotReference: 'buy-0', quantity: 10n, costBase: 1_000n },
    ]);
    expect(rows).toMatchObject([{ lotReference: 'buy-1', costBase: 5_000n, gain: 1_000n }]);
  });

  it('keeps assets apart and orders events by time, not by input order', () => {
    const eth: LotEvent = { ...buy(5, 10n, 700n, 'eth-lot'), assetId: 'eth' };
    const { rows } = matchLotsFifo([sell(9, 10n, 900n), eth, buy(1, 10n, 100n)]);
    expect(rows).toMatchObject([{ assetId: 'btc', lotReference: 'buy-1', gain: 800n }]);
  });

  it('reports a disposal beyond the known lots with no acquisition and a zero cost base', () => {
    const { rows } = matchLotsFifo([buy(0, 4n, 400n), sell(1, 10n, 1_000n)]);
    expect(rows).toMatchObject([
      { lotReference: 'buy-0', quantity: 4n, costBase: 400n, proceeds: 400n },
      { lotReference: null, acquiredAt: null, quantity: 6n, costBase: 0n, proceeds: 600n },
    ]);
    expect(rows[1]?.heldOverTwelveMonths).toBe(false);
  });

  it('marks a lot held more than 12 months as discount eligible', () => {
    const { rows } = matchLotsFifo([buy(0, 2n, 100n), sell(365, 1n, 100n), sell(367, 1n, 100n)]);
    // 1 Jan 2023 → 1 Jan 2024 is not more than 12 months; 3 Jan 2024 is.
    expect(rows.map((row) => row.heldOverTwelveMonths)).toEqual([false, true]);
  });
});

const ASSETS = ['btc', 'eth'] as const;
const eventArb: fc.Arbitrary<Omit<LotEvent, 'reference'>> = fc.oneof(
  fc.record({
    kind: fc.constant('acquisition' as const),
    assetId: fc.constantFrom(...ASSETS),
    at: fc.integer({ min: 0, max: 900 }).map(day),
    quantity: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    costBase: fc.bigInt({ min: 0n, max: 10n ** 8n }),
    source: fc.constantFrom('buy' as const, 'swap' as const, 'transfer_in' as const),
  }),
  fc.record({
    kind: fc.constant('disposal' as const),
    assetId: fc.constantFrom(...ASSETS),
    at: fc.integer({ min: 0, max: 900 }).map(day),
    quantity: fc.bigInt({ min: 1n, max: 2n * 10n ** 9n }),
    proceeds: fc.bigInt({ min: 0n, max: 10n ** 8n }),
    source: fc.constantFrom('sell' as const, 'swap' as const, 'network_fee' as const),
  }),
  fc.record({
    kind: fc.constant('transfer_out' as const),
    assetId: fc.constantFrom(...ASSETS),
    at: fc.integer({ min: 0, max: 900 }).map(day),
    quantity: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  }),
);
const historyArb = fc
  .array(eventArb, { maxLength: 40 })
  .map((events) =>
    events.map((event, index) => ({ ...event, reference: `e${index}` }) as LotEvent),
  );

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

function lotUse(result: FifoResult, reference: string) {
  const rows = result.rows.filter((row) => row.lotReference === reference);
  const out = result.transfersOut.filter((share) => share.lotReference === reference);
  const open = result.openLots.filter((lot) => lot.reference === reference);
  return {
    quantity: sum([...rows, ...out, ...open].map((part) => part.quantity)),
    costBase: sum([...rows, ...out, ...open].map((part) => part.costBase)),
  };
}

describe('matchLotsFifo: properties', () => {
  it('splits every disposal into rows that add up exactly to its quantity and proceeds', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const { rows } = matchLotsFifo(events);
        for (const event of events) {
          if (event.kind !== 'disposal') continue;
          const own = rows.filter((row) => row.disposalReference === event.reference);
          expect(sum(own.map((row) => row.quantity))).toBe(event.quantity);
          expect(sum(own.map((row) => row.proceeds))).toBe(event.proceeds);
          for (const row of own) expect(row.gain).toBe(row.proceeds - row.costBase);
        }
      }),
    );
  });

  it('accounts for every lot: sold + transferred out + still held = bought, in units and cents', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const result = matchLotsFifo(events);
        for (const event of events) {
          if (event.kind !== 'acquisition') continue;
          expect(lotUse(result, event.reference)).toEqual({
            quantity: event.quantity,
            costBase: event.costBase,
          });
        }
        for (const lot of result.openLots) expect(lot.costBase >= 0n).toBe(true);
        for (const row of result.rows) expect(row.costBase >= 0n).toBe(true);
      }),
    );
  });

  it('is first in, first out: what is still held is always the newest lots', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const result = matchLotsFifo(events);
        for (const assetId of ASSETS) {
          const lots = events
            .map((event, index) => ({ event, index }))
            .filter(({ event }) => event.kind === 'acquisition' && event.assetId === assetId)
            .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index)
            .map(({ event }) => event);
          const open = lots.map((lot) =>
            result.openLots.find((candidate) => candidate.reference === lot.reference),
          );
          const firstOpen = open.findIndex((lot) => lot !== undefined);
          if (firstOpen < 0) continue;
          // Every lot after the first one still open is untouched.
          lots.slice(firstOpen + 1).forEach((lot, offset) => {
            expect(open[firstOpen + 1 + offset]?.quantity).toBe(lot.quantity);
          });
          // While lots were open, no disposal of this asset went unmatched after they arrived.
          const oldestOpen = lots[firstOpen]?.at.getTime() ?? 0;
          const unmatchedAfter = result.rows.filter(
            (row) =>
              row.assetId === assetId &&
              row.lotReference === null &&
              row.disposedAt.getTime() > oldestOpen,
          );
          expect(unmatchedAfter).toEqual([]);
        }
      }),
    );
  });

  it('conserves each asset: bought − transferred out − disposed = held (or a known shortfall)', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const result = matchLotsFifo(events);
        for (const assetId of ASSETS) {
          const of = <T extends { assetId: string }>(items: T[]) =>
            items.filter((item) => item.assetId === assetId);
          const bought = sum(
            of(events.filter((event) => event.kind === 'acquisition')).map((e) => e.quantity),
          );
          const matched = of(result.rows).filter((row) => row.lotReference !== null);
          expect(
            sum(matched.map((row) => row.quantity)) +
              sum(of(result.transfersOut).map((share) => share.quantity)) +
              sum(of(result.openLots).map((lot) => lot.quantity)),
          ).toBe(bought);
        }
      }),
    );
  });
});
