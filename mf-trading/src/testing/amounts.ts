import { decimalToAmount, type Amount } from '@wattle/shared';

/** A wire AUD amount (precision 18, as the API sends it) from a decimal string. */
export function aud(decimal: string): Amount {
  return decimalToAmount(decimal, 18, 'AUD', 'down');
}

/** A wire coin amount at the coin's ledger precision. */
export function coins(decimal: string, symbol = 'BTC', precision = 8): Amount {
  return decimalToAmount(decimal, precision, symbol, 'down');
}
