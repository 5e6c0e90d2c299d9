interface TagRule {
  label: string;
  pattern: RegExp;
  message: string;
}

interface ChainRule {
  pattern: RegExp;
  tag: TagRule | null;
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32 = '02-9ac-hj-np-z';
const EVM: ChainRule = { pattern: /^0x[0-9a-fA-F]{40}$/, tag: null };

/**
 * Address formats per chain (the asset's `chain`): a typo or a wrong network is caught before
 * money moves. These are format checks, not checksums.
 */
export const CHAIN_RULES: Record<string, ChainRule> = {
  bitcoin: { pattern: new RegExp(`^(bc1[${BECH32}]{39,59}|[13][${BASE58}]{25,34})$`), tag: null },
  ethereum: EVM,
  'ethereum-classic': EVM,
  'bnb-smart-chain': EVM,
  polygon: EVM,
  solana: { pattern: new RegExp(`^[${BASE58}]{32,44}$`), tag: null },
  'xrp-ledger': {
    pattern: new RegExp(`^r[${BASE58}]{24,34}$`),
    tag: {
      label: 'Destination tag',
      pattern: /^\d{1,10}$/,
      message: 'An XRP destination tag is a whole number up to 4294967295',
    },
  },
  tron: { pattern: new RegExp(`^T[${BASE58}]{33}$`), tag: null },
  cardano: { pattern: new RegExp(`^addr1[${BECH32}]{50,120}$`), tag: null },
  dogecoin: { pattern: new RegExp(`^D[${BASE58}]{25,33}$`), tag: null },
  litecoin: {
    pattern: new RegExp(`^([LM][${BASE58}]{26,33}|ltc1[${BECH32}]{39,59})$`),
    tag: null,
  },
  'bitcoin-cash': { pattern: new RegExp(`^(bitcoincash:)?[qp][${BECH32}]{41}$`), tag: null },
  polkadot: { pattern: new RegExp(`^1[${BASE58}]{46,47}$`), tag: null },
  tezos: { pattern: new RegExp(`^tz[123][${BASE58}]{33}$`), tag: null },
  stellar: {
    pattern: /^G[A-Z2-7]{55}$/,
    tag: {
      label: 'Memo',
      pattern: /^[\x20-\x7e]{1,28}$/,
      message: 'A Stellar memo is at most 28 letters, digits or symbols',
    },
  },
  eos: {
    pattern: /^[a-z1-5.]{0,11}[a-z1-5]$/,
    tag: {
      label: 'Memo',
      pattern: /^[\x20-\x7e]{1,256}$/,
      message: 'An EOS memo is at most 256 letters, digits or symbols',
    },
  },
};

/** What the chain calls its tag, or null when it has none. */
export function tagLabelFor(chain: string): string | null {
  return CHAIN_RULES[chain]?.tag?.label ?? null;
}

/** Null when `address` has the chain's format; otherwise what to tell the person. */
export function addressProblem(chain: string, assetName: string, address: string): string | null {
  const rule = CHAIN_RULES[chain];
  return rule?.pattern.test(address) ? null : `That is not a valid ${assetName} address`;
}

/** Null when the tag (or its absence) suits the chain; otherwise what to tell the person. */
export function tagProblem(
  chain: string,
  assetName: string,
  tag: string | undefined,
): string | null {
  if (tag === undefined || tag === '') return null;
  const rule = CHAIN_RULES[chain]?.tag;
  if (!rule) return `${assetName} withdrawals do not take a tag or memo`;
  if (!rule.pattern.test(tag)) return rule.message;
  if (chain === 'xrp-ledger' && BigInt(tag) > 4_294_967_295n) return rule.message;
  return null;
}
