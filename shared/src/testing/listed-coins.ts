/**
 * The page slug of each of the 21 listed coins (docs/product/constants.md#listed-coins),
 * written out rather than read from the catalogue, so that a test comparing against it fails
 * when a coin is added, dropped or renamed.
 */
export const LISTED_COIN_SLUGS: readonly string[] = [
  'aave',
  'binance-coin',
  'bitcoin',
  'cardano',
  'ethereum',
  'eos',
  'litecoin',
  'ethereum-classic',
  'tether',
  'ripple',
  'solana',
  'dogecoin',
  'uniswap',
  'tron',
  'dai',
  'matic',
  'polkadot',
  'tezos',
  'stellar',
  'usdc',
  'bitcoin-cash',
];
