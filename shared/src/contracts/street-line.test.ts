import { describe, expect, it } from 'vitest';
import { kycAddressSchema } from './identity.js';
import { normaliseStreetLine, parseStreetLine, splitStreetNumber } from './street-line.js';

describe('Australian street lines', () => {
  it.each([
    ['12 Smith St', { unit: null, from: '12', to: null, street: 'Smith St' }],
    ['3/12 Smith St', { unit: '3', from: '12', to: null, street: 'Smith St' }],
    ['12-14 Smith St', { unit: null, from: '12', to: '14', street: 'Smith St' }],
    ['3/12-14 Smith St', { unit: '3', from: '12', to: '14', street: 'Smith St' }],
    ['3 / 12 - 14  Smith St', { unit: '3', from: '12', to: '14', street: 'Smith St' }],
    ['Unit 3, 12 Smith St', { unit: '3', from: '12', to: null, street: 'Smith St' }],
    ['unit 3 12 Smith St', { unit: '3', from: '12', to: null, street: 'Smith St' }],
    ['12a Smith St', { unit: null, from: '12A', to: null, street: 'Smith St' }],
    [
      '4B/7 King William Street',
      { unit: '4B', from: '7', to: null, street: 'King William Street' },
    ],
    ["1 O'Connell St", { unit: null, from: '1', to: null, street: "O'Connell St" }],
    ['8 Smith-Jones Rd', { unit: null, from: '8', to: null, street: 'Smith-Jones Rd' }],
  ])('reads %j', (line, parts) => {
    expect(parseStreetLine(line)).toEqual(parts);
  });

  it.each(['Smith St', '12', '12Smith St', '3/ Smith St', '12- Smith St', '12 #Smith St', ''])(
    'finds no street line in %j',
    (line) => {
      expect(parseStreetLine(line)).toBeNull();
    },
  );

  it('splits the number from a street typed halfway, for suggestions', () => {
    expect(splitStreetNumber('3/12 smi')).toEqual({ unit: '3', from: '12', to: null, rest: 'smi' });
    expect(splitStreetNumber('12-14')).toEqual({ unit: null, from: '12', to: '14', rest: '' });
    expect(splitStreetNumber('smith')).toBeNull();
  });

  it('writes a line one way', () => {
    expect(normaliseStreetLine(' 3 / 12  Smith St ')).toBe('3/12 Smith St');
    expect(normaliseStreetLine('Unit 3, 12-14 Smith St')).toBe('3/12-14 Smith St');
    expect(normaliseStreetLine('Lot  5  Rural Road')).toBe('Lot 5 Rural Road');
  });

  it('lets the KYC address take unit and range addresses, and still refuses symbols', () => {
    const address = { suburb: 'Fitzroy', state: 'vic', postcode: '3065' };
    expect(kycAddressSchema.parse({ ...address, streetAddress: '3/12 Smith St' })).toEqual({
      ...address,
      state: 'VIC',
      streetAddress: '3/12 Smith St',
    });
    expect(
      kycAddressSchema.parse({ ...address, streetAddress: '12 - 14 Smith St' }).streetAddress,
    ).toBe('12-14 Smith St');
    expect(
      kycAddressSchema.safeParse({ ...address, streetAddress: '12 Smith St #2' }).success,
    ).toBe(false);
    expect(kycAddressSchema.safeParse({ ...address, streetAddress: '12- Smith St' }).success).toBe(
      false,
    );
  });
});
