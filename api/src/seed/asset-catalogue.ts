import { COINS as CATALOGUE, type CatalogueCoin, type CoinAssetId } from '@wattle/shared/coins';

/** What the seed adds to a catalogue coin: its sandbox market and its starting terms. */
export interface SeedTerms {
  /** Sandbox market: where the random walk starts, in AUD. */
  referencePriceAud: string;
  /** Sandbox market: daily volatility, as a fraction. */
  dailyVolatility: number;
  /** Sandbox market: coins in circulation, roughly the real figure, for the market cap. */
  circulatingSupply: string;
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

/** USDT, USDC and DAI are each worth one US dollar: the same price, limits and fee. */
const US_DOLLAR_STABLECOIN: Omit<SeedTerms, 'circulatingSupply'> = {
  referencePriceAud: '1.52',
  dailyVolatility: 0.002,
  sellMinimum: '7',
  sellMaximum: '150000',
  withdrawMinimum: '20',
  withdrawFee: '5',
};

/**
 * Each catalogue coin's starting terms, with realistic reference data. Keyed by asset id, so a
 * coin added to the catalogue (shared/src/contracts/coins.ts) does not compile without its own.
 * An admin changes limits and fees later; a restart leaves those changes alone.
 */
const SEED_TERMS: Readonly<Record<CoinAssetId, SeedTerms>> = {
  btc: {
    circulatingSupply: '19800000',
    referencePriceAud: '152000',
    dailyVolatility: 0.03,
    sellMinimum: '0.0001',
    sellMaximum: '5',
    withdrawMinimum: '0.001',
    withdrawFee: '0.0002',
  },
  eth: {
    circulatingSupply: '120400000',
    referencePriceAud: '5400',
    dailyVolatility: 0.04,
    sellMinimum: '0.002',
    sellMaximum: '100',
    withdrawMinimum: '0.01',
    withdrawFee: '0.003',
  },
  usdt: {
    circulatingSupply: '140000000000',
    ...US_DOLLAR_STABLECOIN,
  },
  bnb: {
    circulatingSupply: '145900000',
    referencePriceAud: '1010',
    dailyVolatility: 0.035,
    sellMinimum: '0.01',
    sellMaximum: '250',
    withdrawMinimum: '0.02',
    withdrawFee: '0.0005',
  },
  sol: {
    circulatingSupply: '480000000',
    referencePriceAud: '305',
    dailyVolatility: 0.05,
    sellMinimum: '0.05',
    sellMaximum: '800',
    withdrawMinimum: '0.1',
    withdrawFee: '0.01',
  },
  xrp: {
    circulatingSupply: '57000000000',
    referencePriceAud: '3.45',
    dailyVolatility: 0.05,
    sellMinimum: '3',
    sellMaximum: '70000',
    withdrawMinimum: '25',
    withdrawFee: '0.25',
  },
  usdc: {
    circulatingSupply: '42000000000',
    ...US_DOLLAR_STABLECOIN,
  },
  ada: {
    circulatingSupply: '35800000000',
    referencePriceAud: '1.18',
    dailyVolatility: 0.05,
    sellMinimum: '10',
    sellMaximum: '200000',
    withdrawMinimum: '10',
    withdrawFee: '1',
  },
  doge: {
    circulatingSupply: '146500000000',
    referencePriceAud: '0.36',
    dailyVolatility: 0.06,
    sellMinimum: '30',
    sellMaximum: '700000',
    withdrawMinimum: '50',
    withdrawFee: '4',
  },
  trx: {
    circulatingSupply: '86400000000',
    referencePriceAud: '0.44',
    dailyVolatility: 0.04,
    sellMinimum: '25',
    sellMaximum: '550000',
    withdrawMinimum: '20',
    withdrawFee: '1',
  },
  dot: {
    circulatingSupply: '1500000000',
    referencePriceAud: '10.40',
    dailyVolatility: 0.05,
    sellMinimum: '1',
    sellMaximum: '24000',
    withdrawMinimum: '2',
    withdrawFee: '0.1',
  },
  matic: {
    circulatingSupply: '9300000000',
    referencePriceAud: '0.62',
    dailyVolatility: 0.05,
    sellMinimum: '15',
    sellMaximum: '400000',
    withdrawMinimum: '20',
    withdrawFee: '0.1',
  },
  ltc: {
    circulatingSupply: '75300000',
    referencePriceAud: '162',
    dailyVolatility: 0.04,
    sellMinimum: '0.06',
    sellMaximum: '1500',
    withdrawMinimum: '0.01',
    withdrawFee: '0.001',
  },
  bch: {
    circulatingSupply: '19800000',
    referencePriceAud: '710',
    dailyVolatility: 0.045,
    sellMinimum: '0.015',
    sellMaximum: '350',
    withdrawMinimum: '0.01',
    withdrawFee: '0.0005',
  },
  uni: {
    circulatingSupply: '600000000',
    referencePriceAud: '15.20',
    dailyVolatility: 0.055,
    sellMinimum: '0.7',
    sellMaximum: '16000',
    withdrawMinimum: '1',
    withdrawFee: '0.4',
  },
  dai: {
    circulatingSupply: '5300000000',
    ...US_DOLLAR_STABLECOIN,
  },
  aave: {
    circulatingSupply: '15000000',
    referencePriceAud: '455',
    dailyVolatility: 0.055,
    sellMinimum: '0.025',
    sellMaximum: '550',
    withdrawMinimum: '0.05',
    withdrawFee: '0.02',
  },
  etc: {
    circulatingSupply: '149000000',
    referencePriceAud: '34.50',
    dailyVolatility: 0.045,
    sellMinimum: '0.3',
    sellMaximum: '7000',
    withdrawMinimum: '0.5',
    withdrawFee: '0.01',
  },
  xlm: {
    circulatingSupply: '30000000000',
    referencePriceAud: '0.55',
    dailyVolatility: 0.045,
    sellMinimum: '20',
    sellMaximum: '450000',
    withdrawMinimum: '20',
    withdrawFee: '0.01',
  },
  xtz: {
    circulatingSupply: '1030000000',
    referencePriceAud: '1.42',
    dailyVolatility: 0.045,
    sellMinimum: '7',
    sellMaximum: '170000',
    withdrawMinimum: '5',
    withdrawFee: '0.1',
  },
  eos: {
    circulatingSupply: '1560000000',
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
