import { describe, expect, it } from 'vitest';
import { SandboxAddress } from './sandbox-address.js';

const provider = new SandboxAddress();

describe('sandbox address provider', () => {
  it('keeps a unit and number and offers every Smith Street', async () => {
    const found = await provider.suggest('3/12 Smith St', 5);
    expect(found.map((address) => address.label)).toEqual([
      '3/12 Smith Street, Fitzroy VIC 3065',
      '3/12 Smith Street, Summer Hill NSW 2130',
      '3/12 Smith Street, Darwin City NT 0800',
    ]);
    expect(found[0]).toMatchObject({
      streetAddress: '3/12 Smith Street',
      suburb: 'Fitzroy',
      state: 'VIC',
      postcode: '3065',
    });
  });

  it('keeps a range, and narrows by suburb, state or postcode typed after the street', async () => {
    const found = await provider.suggest('12-14 smith street fitz', 5);
    expect(found.map((address) => address.label)).toEqual(['12-14 Smith Street, Fitzroy VIC 3065']);
    expect((await provider.suggest('12 Smith St 2130', 5)).map((a) => a.suburb)).toEqual([
      'Summer Hill',
    ]);
    expect((await provider.suggest('1 Smith St nt', 5)).map((a) => a.suburb)).toEqual([
      'Darwin City',
    ]);
  });

  it('reads abbreviated street types and half-typed words', async () => {
    expect((await provider.suggest('9 Sandy Bay Rd', 5)).map((a) => a.streetAddress)).toEqual([
      '9 Sandy Bay Road',
    ]);
    expect((await provider.suggest('100 King Wil', 5)).map((a) => a.streetAddress)).toEqual([
      '100 King William Street',
    ]);
  });

  it('suggests streets before a number is typed, and nothing for an unknown street', async () => {
    expect((await provider.suggest('Collins', 5)).map((a) => a.streetAddress)).toEqual([
      'Collins Street',
    ]);
    expect(await provider.suggest('12 Nowhere Lane', 5)).toEqual([]);
    expect(await provider.suggest('12', 5)).toEqual([]);
  });

  it('gives at most the number asked for', async () => {
    expect(await provider.suggest('1 s', 2)).toHaveLength(2);
  });
});
