import {
  decimalToAmount,
  FIAT_ASSET_ID,
  makeAmount,
  type Amount,
  type Asset,
} from '@wattle/shared/contracts';
import { AUD_PRECISION, AUD_SYMBOL as AUD } from '../../lib/money.js';
import type { MarketDataProvider } from '../../providers/market/market-data-provider.js';
import type { AssetRow } from './asset-repository.js';

const audUnits = (units: string | null): Amount | null =>
  units === null ? null : makeAmount(units, AUD_PRECISION, AUD);

/** The wire form of an asset, with live prices from the market (null when it has none). */
export function toAsset(row: AssetRow, market: MarketDataProvider, now = new Date()): Asset {
  const fiat = row.asset_id === FIAT_ASSET_ID;
  const quote = fiat ? null : market.quote(row.asset_id, now);
  const own = (units: string | null): Amount | null =>
    units === null ? null : makeAmount(units, row.precision, row.symbol);
  const price = (
    value: Parameters<typeof decimalToAmount>[0] | undefined,
    rounding: 'up' | 'down',
  ) => (value === undefined ? null : decimalToAmount(value, AUD_PRECISION, AUD, rounding));
  const unitPrice = fiat ? '1' : undefined;
  return {
    assetId: row.asset_id,
    symbol: row.symbol,
    name: row.name,
    chain: row.chain,
    decimals: row.decimals,
    precision: row.precision,
    type: row.type,
    enabled: row.enabled,
    depositEnabled: row.deposit_enabled,
    withdrawEnabled: row.withdraw_enabled,
    buyEnabled: row.buy_enabled,
    sellEnabled: row.sell_enabled,
    buyTradeMinimum: audUnits(row.buy_trade_minimum),
    buyTradeMaximum: audUnits(row.buy_trade_maximum),
    sellTradeMinimum: own(row.sell_trade_minimum),
    sellTradeMaximum: own(row.sell_trade_maximum),
    tradeMinimum: audUnits(row.buy_trade_minimum),
    tradeMaximum: audUnits(row.buy_trade_maximum),
    withdrawMinimum: makeAmount(row.withdraw_minimum, row.precision, row.symbol),
    withdrawFee: makeAmount(row.withdraw_fee, row.precision, row.symbol),
    buyPrice: price(quote?.buy ?? unitPrice, 'up'),
    sellPrice: price(quote?.sell ?? unitPrice, 'down'),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
