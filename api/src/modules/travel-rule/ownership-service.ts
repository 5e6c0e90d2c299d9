import { randomBytes } from 'node:crypto';
import type { OwnershipChallenge, TravelRuleDestination } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { coinOf, toDestination } from './destination-service.js';
import { signatureProves, signingSchemeOf } from './signature-proof.js';
import { challengeMissing, notOwnSelfHosted, signatureRefused } from './travel-rule-errors.js';
import {
  findDestination,
  findUnprovenOwnWallet,
  markProven,
  saveChallenge,
} from './travel-rule-repository.js';
import { CHALLENGE_MINUTES } from './travel-rule-words.js';

interface WalletRef {
  userId: string;
  asset: string;
  address: string;
}

async function ownSelfHosted(deps: ServiceDeps, { userId, asset, address }: WalletRef) {
  const coin = await coinOf(deps, asset);
  const key = { userId, assetId: coin.asset_id, address };
  const destination = await findDestination(deps.db, key);
  if (destination?.owner !== 'self' || destination.wallet_kind !== 'self_hosted') {
    throw notOwnSelfHosted();
  }
  return { coin, key, destination };
}

/**
 * `POST /travel-rule/proofs/challenge` (docs/product/travel-rule.md#proof-of-a-self-hosted-wallet):
 * a fresh message naming Wattle, the address and a random nonce, good for 30 minutes, for the
 * wallet to sign. A chain without message signing Wattle checks gets the same message but
 * `signing: null`: only a test deposit proves that wallet.
 */
export async function ownershipChallenge(
  deps: ServiceDeps,
  wallet: WalletRef,
): Promise<OwnershipChallenge> {
  const { coin, key } = await ownSelfHosted(deps, wallet);
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  const message = [
    'Wattle: I control this wallet and want to withdraw to it.',
    `Address: ${wallet.address}`,
    `Nonce: ${randomBytes(16).toString('hex')}`,
    `Valid until: ${expiresAt.toISOString()}`,
  ].join('\n');
  await saveChallenge(deps.db, key, { text: message, expiresAt });
  return {
    message,
    expiresAt: expiresAt.toISOString(),
    signing: signingSchemeOf(coin.chain),
  };
}

/**
 * `POST /travel-rule/proofs/signature`: the latest challenge signed by the address's key
 * proves the wallet; anything else (another message, another key, an expired challenge, a
 * chain Wattle cannot check) is a 400 and proves nothing. A proved wallet stays proved.
 */
export async function proveBySignature(
  deps: ServiceDeps,
  wallet: WalletRef & { signature: string },
): Promise<TravelRuleDestination> {
  const { coin, key, destination } = await ownSelfHosted(deps, wallet);
  if (destination.proof) return toDestination(destination, coin.symbol);
  const scheme = signingSchemeOf(coin.chain);
  const { challenge, challenge_expires_at: expires } = destination;
  if (!scheme || !challenge || !expires || expires <= new Date()) throw challengeMissing();
  const proves = await signatureProves({
    scheme,
    address: wallet.address,
    message: challenge,
    signature: wallet.signature,
  });
  if (!proves) throw signatureRefused();
  await markProven(deps.db, key, 'signature');
  const proven = await findDestination(deps.db, key);
  if (!proven) throw new Error('A proven destination vanished');
  return toDestination(proven, coin.symbol);
}

/**
 * The fallback proof: coins that arrive from the customer's own self-hosted wallet, which
 * waited for its proof, show that they hold its key. Call with the deposit's transaction.
 */
export async function proveByDeposit(
  deps: ServiceDeps,
  deposit: { userId: string; assetId: string; fromAddress: string },
): Promise<boolean> {
  const key = { userId: deposit.userId, assetId: deposit.assetId, address: deposit.fromAddress };
  if (!(await findUnprovenOwnWallet(deps.db, key))) return false;
  return markProven(deps.db, key, 'test_deposit');
}
