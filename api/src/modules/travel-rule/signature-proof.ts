import { Verifier } from 'bip322-js';
import { verifyMessage } from 'viem';

/** Chains whose message signing Wattle checks, by how they sign. */
const EVM_CHAINS = new Set(['ethereum', 'ethereum-classic', 'bnb-smart-chain', 'polygon']);

export type SigningScheme = 'bitcoin' | 'ethereum';

/** How a wallet on this chain signs a message; null when only a test deposit proves it. */
export function signingSchemeOf(chain: string): SigningScheme | null {
  if (chain === 'bitcoin') return 'bitcoin';
  if (EVM_CHAINS.has(chain)) return 'ethereum';
  return null;
}

/**
 * Whether `signature` is `message` signed by the key behind `address`
 * (docs/product/travel-rule.md#proof-of-a-self-hosted-wallet). Bitcoin: BIP-322 (any address
 * type) or legacy message signing (bip322-js reads both). Ethereum chains: EIP-191
 * personal_sign (viem). A signature that cannot even be read is simply not a proof.
 */
export async function signatureProves(input: {
  scheme: SigningScheme;
  address: string;
  message: string;
  signature: string;
}): Promise<boolean> {
  try {
    if (input.scheme === 'bitcoin') {
      return Verifier.verifySignature(input.address, input.message, input.signature);
    }
    if (!/^0x[0-9a-fA-F]{130}$/.test(input.signature)) return false;
    return await verifyMessage({
      address: input.address as `0x${string}`,
      message: input.message,
      signature: input.signature as `0x${string}`,
    });
  } catch {
    return false;
  }
}
