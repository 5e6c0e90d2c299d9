import type { SandboxPriceMove, SandboxPriceMoveResult } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { isMovable } from '../../providers/market/market-data-provider.js';
import { listAssetsCached } from '../assets/index.js';
import { coinNotListed, marketCannotMove, noPriceToMove } from './market-errors.js';
import { deletePriceMove, readPriceMoves, writePriceMove } from './price-move-repository.js';

/**
 * Reads the sandbox moves from the database into this instance's market, so every instance
 * quotes the same moved prices. Nothing to do for a market that cannot move.
 */
export async function loadPriceMoves(deps: ServiceDeps): Promise<void> {
  const { market } = deps.providers;
  if (!isMovable(market)) return;
  const rows = await readPriceMoves(deps.db);
  market.applyMoves(
    new Map(rows.map((row) => [row.asset_id, new Big(row.factor)])),
    rows.map((row) => `${row.asset_id}=${row.revision}`).join(','),
  );
}

/**
 * Sandbox: moves a coin's live price to a target, by a percentage, or back to the walk. The
 * factor is kept relative to the walk, so the price goes on walking from where it was moved.
 */
export async function movePrice(
  deps: ServiceDeps,
  move: SandboxPriceMove,
): Promise<SandboxPriceMoveResult> {
  const { market } = deps.providers;
  if (!isMovable(market)) throw marketCannotMove();
  const asset = (await listAssetsCached(deps.db)).find(
    (row) => row.type !== 'fiat' && row.symbol.toUpperCase() === move.asset.toUpperCase(),
  );
  if (!asset) throw coinNotListed();
  const now = new Date();
  const unmoved = market.unmovedMid(asset.asset_id, now);
  const current = market.quote(asset.asset_id, now);
  if (!unmoved || !current) throw noPriceToMove();
  if (move.reset) {
    await deletePriceMove(deps.db, asset.asset_id);
  } else {
    const target =
      move.price !== undefined
        ? new Big(move.price)
        : current.mid.times(new Big(move.percent ?? 0).div(100).plus(1));
    await writePriceMove(deps.db, asset.asset_id, target.div(unmoved).toPrecision(12));
  }
  await loadPriceMoves(deps);
  const moved = market.quote(asset.asset_id, now) ?? current;
  return {
    asset: asset.symbol,
    mid: moved.mid.toFixed(),
    buyPrice: moved.buy.toFixed(),
    sellPrice: moved.sell.toFixed(),
  };
}
