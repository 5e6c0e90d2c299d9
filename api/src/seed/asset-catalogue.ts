import { COINS as CATALOGUE, type CatalogueCoin, type CoinAssetId } from '@wattle/shared/coins';

/** What the seed adds to a catalogue coin: its sandbox market and its starting terms. */
export interface SeedTerms {
  /** Sandbox market: where the random walk starts, in AUD. */
  referencePriceAud: string;
  /** Sandbox market: daily volatility, as a fraction. */
  dailyVolatility: number;
  /** Sell limits in whole coins; buy limits are the AUD limits below. */
  sellMinimum: string;
  sellMaximum: string;
  withdrawMinimum: string;
  /** Network fee a crypto withdrawal pays (docs/product/funding.md#withdrawal-fees). */
  withdrawFee: string;
}

export type CatalogueAsset = CatalogueCoin & SeedTerms;

/** Every trade buys between $10 and $250,000 (admin-editable per asset). */
export const BUY_MINIMUM_AUD = '10';
export const BUY_MAXIMUM_AUD = '250000';

export const FIAT_ASSET = {
  assetId: 'aud',
  symbol: 'AUD',
  name: 'Australian Dollar',
  slug: 'aud',
  chain: 'fiat',
  decimals: 2,
  precision: 18,
  type: 'fiat',
} as const;

/**
 * Each catalogue coin's starting terms, with realistic reference data. Keyed by asset id, so a
 * coin added to the catalogue (shared/src/contracts/coins.ts) does not compile without its own.
 * An admin changes limits and fees later; a restart leaves those changes alone.
 */
const SEED_TERMS: Readonly<Record<CoinAssetId, SeedTerms>> = {
  btc: {
    referencePriceAud: '152000',
    dailyVolatility: 0.03,
    sellMinimum: '0.0001',
    sellMaximum: '5',
    withdrawMinimum: '0.001',
    withdrawFee: '0.0002',
  },
  eth: {
    referencePriceAud: '5400',
    dailyVolatility: 0.04,
    sellMinimum: '0.002',
    sellMaximum: '100',
    withdrawMinimum: '0.01',
    withdrawFee: '0.003',
  },
  usdt: {
    referencePriceAud: '1.52',
    dailyVolatility: 0.002,
    sellMinimum: '7',
    sellMaximum: '150000',
    withdrawMinimum: '20',
    withdrawFee: '5',
  },
  bnb: {
    referencePriceAud: '1010',
    dailyVolatility: 0.035,
    sellMinimum: '0.01',
    sellMaximum: '250',
    withdrawMinimum: '0.02',
    withdrawFee: '0.0005',
  },
  sol: {
    referencePriceAud: '305',
    dailyVolatility: 0.05,
    sellMinimum: '0.05',
    sellMaximum: '800',
    withdrawMinimum: '0.1',
    withdrawFee: '0.01',
  },
  xrp: {
    referencePriceAud: '3.45',
    dailyVolatility: 0.05,
    sellMinimum: '3',
    sellMaximum: '70000',
    withdrawMinimum: '25',
    withdrawFee: '0.25',
  },
  usdc: {
    referencePriceAud: '1.52',
    dailyVolatility: 0.002,
    sellMinimum: '7',
    sellMaximum: '150000',
    withdrawMinimum: '20',
    withdrawFee: '5',
  },
  ada: {
    referencePriceAud: '1.18',
    dailyVolatility: 0.05,
    sellMinimum: '10',
    sellMaximum: '200000',
    withdrawMinimum: '10',
    withdrawFee: '1',
  },
  doge: {
    referencePriceAud: '0.36',
    dailyVolatility: 0.06,
    sellMinimum: '30',
    sellMaximum: '700000',
    withdrawMinimum: '50',
    withdrawFee: '4',
  },
  trx: {
    referencePriceAud: '0.44',
    dailyVolatility: 0.04,
    sellMinimum: '25',
    sellMaximum: '550000',
    withdrawMinimum: '20',
    withdrawFee: '1',
  },
  dot: {
    referencePriceAud: '10.40',
    dailyVolatility: 0.05,
    sellMinimum: '1',
    sellMaximum: '24000',
    withdrawMinimum: '2',
    withdrawFee: '0.1',
  },
  matic: {
    referencePriceAud: '0.62',
    dailyVolatility: 0.05,
    sellMinimum: '15',
    sellMaximum: '400000',
    withdrawMinimum: '20',
    withdrawFee: '0.1',
  },
  ltc: {
    referencePriceAud: '162',
    dailyVolatility: 0.04,
    sellMinimum: '0.06',
    sellMaximum: '1500',
    withdrawMinimum: '0.01',
    withdrawFee: '0.001',
  },
  bch: {
    referencePriceAud: '710',
    dailyVolatility: 0.045,
    sellMinimum: '0.015',
    sellMaximum: '350',
    withdrawMinimum: '0.01',
    withdrawFee: '0.0005',
  },
  uni: {
    referencePriceAud: '15.20',
    dailyVolatility: 0.055,
    sellMinimum: '0.7',
    sellMaximum: '16000',
    withdrawMinimum: '1',
    withdrawFee: '0.4',
  },
  dai: {
    referencePriceAud: '1.52',
    dailyVolatility: 0.002,
    sellMinimum: '7',
    sellMaximum: '150000',
    withdrawMinimum: '20',
    withdrawFee: '5',
  },
  aave: {
    referencePriceAud: '455',
    dailyVolatility: 0.055,
    sellMinimum: '0.025',
    sellMaximum: '550',
    withdrawMinimum: '0.05',
    withdrawFee: '0.02',
  },
  etc: {
    referencePriceAud: '34.50',
    dailyVolatility: 0.045,
    sellMinimum: '0.3',
    sellMaximum: '7000',
    withdrawMinimum: '0.5',
    withdrawFee: '0.01',
  },
  xlm: {
    referencePriceAud: '0.55',
    dailyVolatility: 0.045,
    sellMinimum: '20',
    sellMaximum: '450000',
    withdrawMinimum: '20',
    withdrawFee: '0.01',
  },
  xtz: {
    referencePriceAud: '1.42',
    dailyVolatility: 0.045,
    sellMinimum: '7',
    sellMaximum: '170000',
    withdrawMinimum: '5',
    withdrawFee: '0.1',
  },
  eos: {
    referencePriceAud: '1.10',
    dailyVolatility: 0.045,
    sellMinimum: '10',
    sellMaximum: '220000',
    withdrawMinimum: '5',
    withdrawFee: '0.1',
  },
};

/** The AUD asset's companions: the catalogue's 21 coins with their seed terms, in its order. */
export const COINS: readonly CatalogueAsset[] = CATALOGUE.map((coin) => ({
  ...coin,
  ...SEED_TERMS[coin.assetId],
}));
