import aave from 'cryptocurrency-icons/svg/color/aave.svg';
import ada from 'cryptocurrency-icons/svg/color/ada.svg';
import bch from 'cryptocurrency-icons/svg/color/bch.svg';
import bnb from 'cryptocurrency-icons/svg/color/bnb.svg';
import btc from 'cryptocurrency-icons/svg/color/btc.svg';
import dai from 'cryptocurrency-icons/svg/color/dai.svg';
import doge from 'cryptocurrency-icons/svg/color/doge.svg';
import dot from 'cryptocurrency-icons/svg/color/dot.svg';
import eos from 'cryptocurrency-icons/svg/color/eos.svg';
import etc from 'cryptocurrency-icons/svg/color/etc.svg';
import eth from 'cryptocurrency-icons/svg/color/eth.svg';
import generic from 'cryptocurrency-icons/svg/color/generic.svg';
import ltc from 'cryptocurrency-icons/svg/color/ltc.svg';
import matic from 'cryptocurrency-icons/svg/color/matic.svg';
import sol from 'cryptocurrency-icons/svg/color/sol.svg';
import trx from 'cryptocurrency-icons/svg/color/trx.svg';
import uni from 'cryptocurrency-icons/svg/color/uni.svg';
import usdc from 'cryptocurrency-icons/svg/color/usdc.svg';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg';
import xlm from 'cryptocurrency-icons/svg/color/xlm.svg';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg';
import xtz from 'cryptocurrency-icons/svg/color/xtz.svg';
import aud from 'flag-icons/flags/1x1/au.svg';
import type { CoinSymbol } from '../../contracts/coins.js';
import type { FIAT_SYMBOL } from '../../contracts/display.js';

/**
 * Every asset Wattle lists (AUD and the coin catalogue's coins), keyed by upper-case symbol: a
 * coin added to the catalogue does not compile without its icon. Each import is a URL: the
 * bundler emits the SVG as a hashed file, so a browser downloads only the icons it shows and
 * the JS carries a path, not a picture. AUD shows the Australian flag (flag-icons): the coin
 * set has no Australian dollar.
 */
export const COIN_ICON_URLS: Readonly<Record<CoinSymbol | typeof FIAT_SYMBOL, string>> = {
  AUD: aud,
  AAVE: aave,
  ADA: ada,
  BCH: bch,
  BNB: bnb,
  BTC: btc,
  DAI: dai,
  DOGE: doge,
  DOT: dot,
  EOS: eos,
  ETC: etc,
  ETH: eth,
  LTC: ltc,
  MATIC: matic,
  SOL: sol,
  TRX: trx,
  UNI: uni,
  USDC: usdc,
  USDT: usdt,
  XLM: xlm,
  XRP: xrp,
  XTZ: xtz,
};

/** What a coin Wattle has no icon for shows: the set's generic coin. */
export const GENERIC_COIN_ICON_URL: string = generic;

const BY_SYMBOL: Readonly<Partial<Record<string, string>>> = COIN_ICON_URLS;

export function coinIconUrl(symbol: string): string {
  return BY_SYMBOL[symbol.toUpperCase()] ?? GENERIC_COIN_ICON_URL;
}
