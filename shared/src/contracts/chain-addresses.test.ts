import { describe, expect, it } from 'vitest';
import { addressProblem, tagProblem } from './chain-addresses.js';

const EVM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

describe('addressProblem: each chain’s address format', () => {
  it.each([
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['ethereum', EVM],
    ['ethereum-classic', EVM],
    ['bnb-smart-chain', EVM],
    ['polygon', EVM],
    ['solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['xrp-ledger', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
    ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    [
      'cardano',
      'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
    ],
    ['dogecoin', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ['litecoin', 'LcHKx6hS7WGJXKF9m4tLd8Zrv9N5T7b4YE'],
    ['litecoin', 'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN'],
    ['litecoin', 'ltc1qg82z5w7w6jrrmjhhw8ecz5j8y9m5tle6ljrhl4'],
    ['bitcoin-cash', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['bitcoin-cash', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    ['tezos', 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'],
    ['stellar', 'GAHK7EEG2WWHVKDNT4CEQFZGKF2LGDSW2IVM4S5DP42RBW3K6BTODB4A'],
    ['eos', 'binancecleos'],
    ['eos', 'eosio.token'],
  ])('accepts a %s address: %s', (chain, address) => {
    expect(addressProblem(chain, 'Coin', address)).toBeNull();
  });

  it.each([
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb'],
    ['bitcoin', '0A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['ethereum', '0x742d35Cc6634C0532925a3b844Bc454e4438f44g'],
    ['ethereum', '742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLt0'],
    ['xrp-ledger', 'Hb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
    ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU'],
    ['cardano', 'addr1qx2fxv2um'],
    ['dogecoin', 'LH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ['litecoin', 'DcHKx6hS7WGJXKF9m4tLd8Zrv9N5T7b4YE'],
    ['bitcoin-cash', 'bitcoincash:bpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['polkadot', '5oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    ['tezos', 'tz9VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'],
    ['stellar', 'SAHK7EEG2WWHVKDNT4CEQFZGKF2LGDSW2IVM4S5DP42RBW3K6BTODB4A'],
    ['eos', 'toolongaccountname'],
    ['eos', 'endswithdot.'],
    ['unknown-chain', EVM],
  ])('refuses a %s address: %s', (chain, address) => {
    expect(addressProblem(chain, 'Coin', address)).toBe('That is not a valid Coin address');
  });
});

describe('tagProblem', () => {
  it('accepts a tag only where the chain has one, in its format', () => {
    expect(tagProblem('xrp-ledger', 'Ripple', '4294967295')).toBeNull();
    expect(tagProblem('xrp-ledger', 'Ripple', '4294967296')).toMatch(/whole number/);
    expect(tagProblem('xrp-ledger', 'Ripple', '12a')).toMatch(/whole number/);
    expect(tagProblem('stellar', 'Stellar', 'invoice 42')).toBeNull();
    expect(tagProblem('stellar', 'Stellar', 'x'.repeat(29))).toMatch(/at most 28/);
    expect(tagProblem('eos', 'EOS', 'memo')).toBeNull();
    expect(tagProblem('bitcoin', 'Bitcoin', '1')).toBe(
      'Bitcoin withdrawals do not take a tag or memo',
    );
    expect(tagProblem('bitcoin', 'Bitcoin', undefined)).toBeNull();
    expect(tagProblem('bitcoin', 'Bitcoin', '')).toBeNull();
  });
});
