import { amountToBig, toBig, type Asset, type Big } from '@wattle/shared';

export type SortKey = 'name' | 'price' | 'change';
export type SortDirection = 'asc' | 'desc';

export interface CoinRow {
  asset: Asset;
  /** 24 h change in percent, or undefined while unknown. */
  change: string | undefined;
}

function valueOf(row: CoinRow, key: SortKey): Big | string | null {
  if (key === 'name') return row.asset.name.toLowerCase();
  if (key === 'price') return row.asset.buyPrice ? amountToBig(row.asset.buyPrice) : null;
  return row.change === undefined ? null : toBig(row.change);
}

/**
 * Rows by name, price or 24 h change, either way. A row without the figure (no price yet)
 * goes last in both directions; ties keep their listed order.
 */
export function sortCoins(rows: readonly CoinRow[], key: SortKey, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'string' || typeof b.value === 'string'
          ? String(a.value).localeCompare(String(b.value), 'en-AU')
          : a.value.cmp(b.value);
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}
