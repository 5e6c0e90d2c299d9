import type { Asset } from '@wattle/shared';

/**
 * Simple mode's short list: the customer's own coins first, in the order
 * given (highest value first), then the popular ones they do not hold, at most `limit`.
 * Coins the market does not list are skipped.
 */
export function simpleListAssets(
  assets: readonly Asset[],
  heldAssetIds: readonly string[],
  popularSymbols: readonly string[],
  limit: number,
): Asset[] {
  const byId = new Map(assets.map((asset) => [asset.assetId, asset]));
  const bySymbol = new Map(assets.map((asset) => [asset.symbol.toUpperCase(), asset]));
  const chosen: Asset[] = [];
  const add = (asset: Asset | undefined) => {
    if (asset && chosen.length < limit && !chosen.includes(asset)) chosen.push(asset);
  };
  heldAssetIds.forEach((assetId) => add(byId.get(assetId)));
  popularSymbols.forEach((symbol) => add(bySymbol.get(symbol.toUpperCase())));
  return chosen;
}

/**
 * The coins the customer starred first, in the order given among themselves, then the rest
 * in theirs (docs/product/alerts-and-watchlist.md#watchlist).
 */
export function starredFirst(assets: readonly Asset[], starred: readonly string[]): Asset[] {
  if (starred.length === 0) return [...assets];
  const isStarred = (asset: Asset) => starred.includes(asset.symbol.toUpperCase());
  return [...assets.filter(isStarred), ...assets.filter((asset) => !isStarred(asset))];
}
