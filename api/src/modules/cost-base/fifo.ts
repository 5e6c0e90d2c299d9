import { splitByLargestRemainder } from '../../lib/largest-remainder.js';
import { heldOverTwelveMonths } from './tax-dates.js';

/** Where a lot came from: a buy, the buy leg of a swap, or coins transferred in. */
export type AcquisitionSource = 'buy' | 'swap' | 'transfer_in';
export type DisposalSource = 'sell' | 'swap' | 'network_fee';

interface EventBase {
  assetId: string;
  at: Date;
  /** Smallest units of the asset; events of zero or less are ignored. */
  quantity: bigint;
  reference: string;
}

export type LotEvent =
  | (EventBase & { kind: 'acquisition'; costBase: bigint; source: AcquisitionSource })
  | (EventBase & { kind: 'disposal'; proceeds: bigint; source: DisposalSource })
  | (EventBase & { kind: 'transfer_out' });

export interface DisposalRow {
  assetId: string;
  disposalReference: string;
  disposalSource: DisposalSource;
  disposedAt: Date;
  /** Null when the disposal went beyond every lot Wattle knows of. */
  lotReference: string | null;
  acquisitionSource: AcquisitionSource | null;
  acquiredAt: Date | null;
  quantity: bigint;
  costBase: bigint;
  proceeds: bigint;
  /** proceeds − cost base; negative is a capital loss. */
  gain: bigint;
  heldOverTwelveMonths: boolean;
}

export interface TransferOutShare {
  assetId: string;
  reference: string;
  lotReference: string;
  quantity: bigint;
  costBase: bigint;
}

export interface OpenLot {
  assetId: string;
  reference: string;
  source: AcquisitionSource;
  acquiredAt: Date;
  /** What is left of the lot. */
  quantity: bigint;
  costBase: bigint;
}

/** What is open of one asset right after an event: the holding and its cost base over time. */
export interface OpenStep {
  assetId: string;
  at: Date;
  quantity: bigint;
  costBase: bigint;
}

export interface FifoResult {
  rows: DisposalRow[];
  transfersOut: TransferOutShare[];
  openLots: OpenLot[];
  /** One step per event, in the order matched. */
  steps: OpenStep[];
}

const KIND_ORDER = { acquisition: 0, disposal: 1, transfer_out: 1 } as const;

/** Oldest first; at the same instant an acquisition comes first; otherwise input order. */
function chronological(events: readonly LotEvent[]): LotEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.quantity > 0n)
    .sort(
      (a, b) =>
        a.event.at.getTime() - b.event.at.getTime() ||
        KIND_ORDER[a.event.kind] - KIND_ORDER[b.event.kind] ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

/** cost × taken / held, to the nearest unit (halves up); the whole cost when all is taken. */
function costShare(lot: OpenLot, taken: bigint): bigint {
  if (taken === lot.quantity) return lot.costBase;
  return (2n * lot.costBase * taken + lot.quantity) / (2n * lot.quantity);
}

interface Portion {
  lot: OpenLot | null;
  quantity: bigint;
  costBase: bigint;
}

/** Takes `quantity` from the front of the queue, oldest lot first. */
function consume(queue: OpenLot[], quantity: bigint): Portion[] {
  const portions: Portion[] = [];
  let left = quantity;
  while (left > 0n) {
    const lot = queue[0];
    if (!lot) {
      portions.push({ lot: null, quantity: left, costBase: 0n });
      break;
    }
    const taken = left < lot.quantity ? left : lot.quantity;
    const cost = costShare(lot, taken);
    portions.push({ lot: { ...lot }, quantity: taken, costBase: cost });
    lot.quantity -= taken;
    lot.costBase -= cost;
    if (lot.quantity === 0n) queue.shift();
    left -= taken;
  }
  return portions;
}

/**
 * First-in, first-out lot matching for capital gains, per asset. Pure: quantities are the
 * asset's smallest units and money is whole cents, both bigint, so nothing is ever lost to
 * rounding:
 * - an acquisition opens a lot (quantity and cost base);
 * - a disposal consumes the oldest lots first and yields one row per lot it touches; each
 *   row's cost base is that lot's cost pro rata to the quantity taken (a lot's last piece takes
 *   whatever cost is left, so a lot's shares add up to its cost exactly), and the disposal's
 *   proceeds are split over its rows by quantity with the largest-remainder method, so the
 *   rows add up to the proceeds exactly;
 * - a transfer out is no disposal, but the oldest lots leave with the coins.
 * A disposal of more than the lots hold (history Wattle does not have) gets a row without an
 * acquisition and a zero cost base for the rest, rather than failing the report.
 * The tax report, the holdings' cost base, a coin's parcels and a sale's preview all read this
 * one matching (docs/product/portfolio.md#cost-base), so they agree to the cent.
 */
export function matchLotsFifo(events: readonly LotEvent[]): FifoResult {
  const queues = new Map<string, OpenLot[]>();
  const queueOf = (assetId: string) => {
    const queue = queues.get(assetId) ?? [];
    queues.set(assetId, queue);
    return queue;
  };
  const rows: DisposalRow[] = [];
  const transfersOut: TransferOutShare[] = [];
  const steps: OpenStep[] = [];
  const open = new Map<string, { quantity: bigint; costBase: bigint }>();
  const step = (assetId: string, at: Date, quantity: bigint, costBase: bigint) => {
    const total = open.get(assetId) ?? { quantity: 0n, costBase: 0n };
    total.quantity += quantity;
    total.costBase += costBase;
    open.set(assetId, total);
    steps.push({ assetId, at, ...total });
  };

  for (const event of chronological(events)) {
    const queue = queueOf(event.assetId);
    if (event.kind === 'acquisition') {
      queue.push({
        assetId: event.assetId,
        reference: event.reference,
        source: event.source,
        acquiredAt: event.at,
        quantity: event.quantity,
        costBase: event.costBase,
      });
      step(event.assetId, event.at, event.quantity, event.costBase);
      continue;
    }
    const portions = consume(queue, event.quantity);
    const taken = portions.filter((portion) => portion.lot);
    step(
      event.assetId,
      event.at,
      -taken.reduce((sum, portion) => sum + portion.quantity, 0n),
      -taken.reduce((sum, portion) => sum + portion.costBase, 0n),
    );
    if (event.kind === 'transfer_out') {
      for (const { lot, quantity, costBase } of portions) {
        if (!lot) continue;
        transfersOut.push({
          assetId: event.assetId,
          reference: event.reference,
          lotReference: lot.reference,
          quantity,
          costBase,
        });
      }
      continue;
    }
    const proceeds = splitByLargestRemainder(
      event.proceeds,
      portions.map((portion) => portion.quantity),
    );
    portions.forEach(({ lot, quantity, costBase }, index) => {
      const share = proceeds[index] ?? 0n;
      rows.push({
        assetId: event.assetId,
        disposalReference: event.reference,
        disposalSource: event.source,
        disposedAt: event.at,
        lotReference: lot?.reference ?? null,
        acquisitionSource: lot?.source ?? null,
        acquiredAt: lot?.acquiredAt ?? null,
        quantity,
        costBase,
        proceeds: share,
        gain: share - costBase,
        heldOverTwelveMonths: lot ? heldOverTwelveMonths(lot.acquiredAt, event.at) : false,
      });
    });
  }
  const openLots = [...queues.values()].flat().map((lot) => ({ ...lot }));
  return { rows, transfersOut, openLots, steps };
}
