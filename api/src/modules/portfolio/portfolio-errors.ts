import { badRequest, notFound } from '../../lib/errors.js';

export const coinNotFound = (assetId: string) =>
  notFound(`A coin called ${assetId.slice(0, 16).toUpperCase()}`);
export const nothingHeld = (symbol: string) =>
  badRequest(`You hold no ${symbol}: there is nothing to sell`, 'NothingHeld');
export const aboveHolding = (held: string, symbol: string) =>
  badRequest(`You hold ${held} ${symbol}: preview a sale of at most that`, 'AboveHolding');
export const tooPrecise = (decimals: number, symbol: string) =>
  badRequest(`${symbol} amounts can have at most ${decimals} decimals`, 'ValidationError');
export const noPrice = (symbol: string) =>
  badRequest(`No price is available for ${symbol} right now. Try again shortly.`, 'NoPrice');
