import { createHash } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `length` characters of `alphabet`, the same for the same seed every time. */
export function deterministicChars(seed: string, alphabet: string, length: number): string {
  let output = '';
  for (let block = 0; output.length < length; block += 1) {
    for (const byte of createHash('sha256').update(`${seed}#${block}`).digest()) {
      output += alphabet[byte % alphabet.length] ?? '';
      if (output.length === length) break;
    }
  }
  return output;
}

/** Fixed start, then random-looking characters, per chain: each passes the chain's format. */
const SHAPES: Record<string, { prefix: string; alphabet: string; length: number }> = {
  bitcoin: { prefix: 'bc1q', alphabet: BECH32, length: 38 },
  ethereum: { prefix: '0x', alphabet: HEX, length: 40 },
  'ethereum-classic': { prefix: '0x', alphabet: HEX, length: 40 },
  'bnb-smart-chain': { prefix: '0x', alphabet: HEX, length: 40 },
  polygon: { prefix: '0x', alphabet: HEX, length: 40 },
  solana: { prefix: '', alphabet: BASE58, length: 44 },
  'xrp-ledger': { prefix: 'r', alphabet: BASE58, length: 33 },
  tron: { prefix: 'T', alphabet: BASE58, length: 33 },
  cardano: { prefix: 'addr1q', alphabet: BECH32, length: 98 },
  dogecoin: { prefix: 'D', alphabet: BASE58, length: 33 },
  litecoin: { prefix: 'ltc1q', alphabet: BECH32, length: 38 },
  'bitcoin-cash': { prefix: 'bitcoincash:q', alphabet: BECH32, length: 41 },
  polkadot: { prefix: '1', alphabet: BASE58, length: 47 },
  tezos: { prefix: 'tz1', alphabet: BASE58, length: 33 },
  stellar: { prefix: 'G', alphabet: BASE32, length: 55 },
};

/** An address in the chain's format derived from `seed`; EOS gets an account name. */
export function sandboxAddress(chain: string, seed: string): string {
  if (chain === 'eos') return 'wattlewallet';
  const shape = SHAPES[chain];
  if (!shape) throw new Error(`The sandbox custodian does not know the ${chain} chain`);
  // Never a sanctions test address by accident: those start with "sanct" or "dead".
  for (let salt = 0; ; salt += 1) {
    const body = deterministicChars(`${seed}/${salt}`, shape.alphabet, shape.length);
    const address = `${shape.prefix}${body}`;
    if (!isSanctionsTestAddress(address)) return address;
  }
}

/**
 * Sandbox sanctions list: after the chain's own opening characters, the address starts with
 * `sanct` (any case) — or, for 0x addresses, `dead`.
 */
const SANCTIONS_TEST_PREFIXES = [
  'bc1qsanct',
  '0xdead',
  'sanct',
  'rsanct',
  'tsanct',
  'addr1qsanct',
  'dsanct',
  'ltc1qsanct',
  'bitcoincash:qsanct',
  'qsanct',
  '1sanct',
  'tz1sanct',
  'gsanct',
];

export function isSanctionsTestAddress(address: string): boolean {
  const lower = address.toLowerCase();
  return SANCTIONS_TEST_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** One flagged address per chain, in the chain's format: for docs, journeys and tests. */
export const SANCTIONS_TEST_ADDRESSES: Record<string, string> = {
  bitcoin: `bc1qsanct${'0'.repeat(33)}`,
  ethereum: `0xdead${'0'.repeat(36)}`,
  solana: `Sanct${'1'.repeat(39)}`,
  'xrp-ledger': `rSanct${'1'.repeat(28)}`,
  tron: `TSanct${'1'.repeat(28)}`,
  cardano: `addr1qsanct${'0'.repeat(93)}`,
  dogecoin: `DSanct${'1'.repeat(28)}`,
  litecoin: `ltc1qsanct${'0'.repeat(33)}`,
  'bitcoin-cash': `bitcoincash:qsanct${'0'.repeat(36)}`,
  polkadot: `1Sanct${'1'.repeat(42)}`,
  tezos: `tz1Sanct${'1'.repeat(28)}`,
  stellar: `GSANCT${'A'.repeat(50)}`,
  eos: 'sanctioned11',
};
