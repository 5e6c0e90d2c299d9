import { addressProblem } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { COINS } from '../../seed/asset-catalogue.js';
import { SANCTIONS_TEST_ADDRESSES } from './sandbox-addresses.js';
import { SandboxCustody } from './sandbox-custody.js';

const custody = new SandboxCustody();
const customer = '7b0f5c1e-0d7a-4a8e-9a52-5f1a3c2b9d10';

describe('sandbox custody', () => {
  it.each(COINS.map((coin) => [coin.symbol, coin] as const))(
    'issues %s addresses in the chain’s format, the same every time',
    async (_symbol, coin) => {
      const request = {
        customerId: customer,
        assetId: coin.assetId,
        chain: coin.chain,
        tagged: coin.type === 'tag',
        attempt: 0,
      };
      const issued = await custody.depositAddress(request);
      expect(addressProblem(coin.chain, coin.name, issued.address)).toBeNull();
      expect(await custody.depositAddress(request)).toEqual(issued);
      expect(issued.tag === null).toBe(coin.type !== 'tag');
      expect((await custody.screenAddress(coin.chain, issued.address)).outcome).toBe('clear');
    },
  );

  it.each(Object.entries(SANCTIONS_TEST_ADDRESSES))(
    'flags the %s sanctions test address, which is otherwise well formed',
    async (chain, address) => {
      expect(addressProblem(chain, 'Test', address)).toBeNull();
      expect((await custody.screenAddress(chain, address)).outcome).toBe('flagged');
    },
  );

  it('refuses broadcasts whose decimals end in 13, and hashes the rest by transfer', async () => {
    const base = {
      transferId: customer,
      assetId: 'eth',
      chain: 'ethereum',
      address: '0x',
      tag: null,
    };
    expect((await custody.broadcast({ ...base, amount: '0.0513' })).outcome).toBe('failed');
    const sent = await custody.broadcast({ ...base, amount: '0.05' });
    expect(sent).toEqual({
      outcome: 'sent',
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(await custody.broadcast({ ...base, amount: '0.05' })).toEqual(sent);
  });
});
