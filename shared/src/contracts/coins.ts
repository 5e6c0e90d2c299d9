import type { AssetType } from './asset.js';

/**
 * A coin Wattle lists, as every part of Wattle names it: the API seeds its asset from this, the
 * marketing remote builds `/buy/{slug}` and `/{assetId}` from it, the shell routes those paths
 * to marketing, and the coin icons are keyed by its symbols. Prices, trade limits and fees are
 * not here: they are the API's (admin-editable, seeded in api/src/seed/).
 */
export interface CatalogueCoin {
  /** The API's asset id, also the short `/{assetId}` path to the coin's page (`/btc`). */
  assetId: string;
  symbol: string;
  name: string;
  /** The `/buy/{slug}` path segment. */
  slug: string;
  chain: string;
  type: Exclude<AssetType, 'fiat'>;
  /** How finely it trades and displays. */
  decimals: number;
  /** The ledger's smallest unit: 10^-precision of a coin. */
  precision: number;
}

/**
 * The 21 coins, in the order Wattle lists them, read as `@wattle/shared/coins`: import-free,
 * and outside the shared package's index, so each build that reads it (the shell's entry, the
 * marketing remote, the API) bundles it itself instead of every page loading it with the rest.
 */
export const COINS = [
  {
    assetId: 'btc',
    symbol: 'BTC',
    name: 'Bitcoin',
    slug: 'bitcoin',
    chain: 'bitcoin',
    type: 'utxo',
    decimals: 8,
    precision: 8,
  },
  {
    assetId: 'eth',
    symbol: 'ETH',
    name: 'Ethereum',
    slug: 'ethereum',
    chain: 'ethereum',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'usdt',
    symbol: 'USDT',
    name: 'Tether',
    slug: 'tether',
    chain: 'ethereum',
    type: 'address',
    decimals: 6,
    precision: 6,
  },
  {
    assetId: 'bnb',
    symbol: 'BNB',
    name: 'Binance Coin',
    slug: 'binance-coin',
    chain: 'bnb-smart-chain',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'sol',
    symbol: 'SOL',
    name: 'Solana',
    slug: 'solana',
    chain: 'solana',
    type: 'address',
    decimals: 8,
    precision: 9,
  },
  {
    assetId: 'xrp',
    symbol: 'XRP',
    name: 'Ripple',
    slug: 'ripple',
    chain: 'xrp-ledger',
    type: 'tag',
    decimals: 6,
    precision: 6,
  },
  {
    assetId: 'usdc',
    symbol: 'USDC',
    name: 'USD Coin',
    slug: 'usdc',
    chain: 'ethereum',
    type: 'address',
    decimals: 6,
    precision: 6,
  },
  {
    assetId: 'ada',
    symbol: 'ADA',
    name: 'Cardano',
    slug: 'cardano',
    chain: 'cardano',
    type: 'utxo',
    decimals: 6,
    precision: 6,
  },
  {
    assetId: 'doge',
    symbol: 'DOGE',
    name: 'Dogecoin',
    slug: 'dogecoin',
    chain: 'dogecoin',
    type: 'utxo',
    decimals: 8,
    precision: 8,
  },
  {
    assetId: 'trx',
    symbol: 'TRX',
    name: 'Tron',
    slug: 'tron',
    chain: 'tron',
    type: 'address',
    decimals: 6,
    precision: 6,
  },
  {
    assetId: 'dot',
    symbol: 'DOT',
    name: 'Polkadot',
    slug: 'polkadot',
    chain: 'polkadot',
    type: 'address',
    decimals: 8,
    precision: 10,
  },
  {
    assetId: 'matic',
    symbol: 'MATIC',
    name: 'Polygon',
    slug: 'matic',
    chain: 'polygon',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'ltc',
    symbol: 'LTC',
    name: 'Litecoin',
    slug: 'litecoin',
    chain: 'litecoin',
    type: 'utxo',
    decimals: 8,
    precision: 8,
  },
  {
    assetId: 'bch',
    symbol: 'BCH',
    name: 'Bitcoin Cash',
    slug: 'bitcoin-cash',
    chain: 'bitcoin-cash',
    type: 'utxo',
    decimals: 8,
    precision: 8,
  },
  {
    assetId: 'uni',
    symbol: 'UNI',
    name: 'Uniswap',
    slug: 'uniswap',
    chain: 'ethereum',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'dai',
    symbol: 'DAI',
    name: 'Dai',
    slug: 'dai',
    chain: 'ethereum',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'aave',
    symbol: 'AAVE',
    name: 'Aave',
    slug: 'aave',
    chain: 'ethereum',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'etc',
    symbol: 'ETC',
    name: 'Ethereum Classic',
    slug: 'ethereum-classic',
    chain: 'ethereum-classic',
    type: 'address',
    decimals: 8,
    precision: 18,
  },
  {
    assetId: 'xlm',
    symbol: 'XLM',
    name: 'Stellar',
    slug: 'stellar',
    chain: 'stellar',
    type: 'tag',
    decimals: 7,
    precision: 7,
  },
  {
    assetId: 'xtz',
    symbol: 'XTZ',
    name: 'Tezos',
    slug: 'tezos',
    chain: 'tezos',
    type: 'address',
    decimals: 6,
    precision: 6,
  },
  {
    assetId: 'eos',
    symbol: 'EOS',
    name: 'EOS',
    slug: 'eos',
    chain: 'eos',
    type: 'tag',
    decimals: 4,
    precision: 4,
  },
] as const satisfies readonly CatalogueCoin[];

export type Coin = (typeof COINS)[number];
/** A listed coin's asset id: a table keyed by it must name every coin. */
export type CoinAssetId = Coin['assetId'];
/** A listed coin's symbol (`BTC`). */
export type CoinSymbol = Coin['symbol'];
