import type { PermissionType } from '@wattle/shared';
import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import {
  availability,
  buyAvailability,
  sellAvailability,
  swapAvailability,
  swapTargets,
} from './trade-availability';

const granted =
  (...permissions: PermissionType[]) =>
  (permission: PermissionType) =>
    permissions.includes(permission);

describe('who may buy and sell what', () => {
  const btc = assetFixture();

  it('allows both directions with prices, permissions and flags', () => {
    expect(buyAvailability(btc, granted('BUY', 'SELL')).enabled).toBe(true);
    expect(sellAvailability(btc, granted('BUY', 'SELL')).enabled).toBe(true);
  });

  it('disables buying without a buy price, the BUY permission or buyEnabled', () => {
    expect(buyAvailability(assetFixture({ buyPrice: null }), granted('BUY'))).toEqual({
      enabled: false,
      reason: 'Bitcoin has no buy price right now',
      short: 'No price now',
    });
    expect(buyAvailability(btc, granted('SELL')).enabled).toBe(false);
    expect(buyAvailability(assetFixture({ buyEnabled: false }), granted('BUY')).reason).toBe(
      'Buying Bitcoin is paused',
    );
  });

  it('disables selling without a sell price, the SELL permission or sellEnabled', () => {
    expect(sellAvailability(assetFixture({ sellPrice: null }), granted('SELL')).enabled).toBe(
      false,
    );
    expect(sellAvailability(btc, granted('BUY')).enabled).toBe(false);
    expect(sellAvailability(assetFixture({ sellEnabled: false }), granted('SELL')).enabled).toBe(
      false,
    );
  });

  it('swaps into any other coin that can be bought', () => {
    const eth = assetFixture({ assetId: 'eth', symbol: 'ETH', name: 'Ethereum' });
    const sol = assetFixture({ assetId: 'sol', symbol: 'SOL', name: 'Solana', buyPrice: null });
    const can = granted('BUY', 'SELL');
    expect(swapTargets(btc, [btc, eth, sol], can).map((asset) => asset.assetId)).toEqual(['eth']);
    expect(swapAvailability(btc, [btc, eth], can).enabled).toBe(true);
    expect(swapAvailability(btc, [btc, sol], can).reason).toBe('No coin can be bought right now');
    expect(availability('swap', btc, [btc, eth], granted('BUY')).enabled).toBe(false);
  });
});
