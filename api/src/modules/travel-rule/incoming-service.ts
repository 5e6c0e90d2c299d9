import type { ServiceDeps } from '../../lib/service-deps.js';
import { incomingIvmsMessage } from './ivms-message.js';
import { proveByDeposit } from './ownership-service.js';
import { findOriginator, insertRecord } from './travel-rule-repository.js';
import { STATUS_MESSAGES } from './travel-rule-words.js';

/** Coins that arrived for a customer, and what the sender's side said about them. */
export interface IncomingCoins {
  userId: string;
  transferId: string;
  assetId: string;
  units: bigint;
  fromAddress: string | null;
  /** The exchange they came from; null when they came from a self-hosted wallet. */
  sendingExchange: string | null;
  /** Who sent them, as the sending exchange passed it on. */
  originatorName: string | null;
}

/**
 * Keeps the Travel Rule record of a crypto deposit (docs/product/travel-rule.md#deposits), in
 * the deposit's own transaction (`deps.db` is it). From an exchange with the originator: the
 * IVMS 101 message is kept (`received`). From an exchange without it: the coins are credited
 * all the same, and the record waits for support (`missing_originator`). From a self-hosted
 * wallet: `self_hosted`, and if it is the customer's own wallet waiting for its proof, this
 * deposit is that proof.
 */
export async function recordIncomingTravelRule(
  deps: ServiceDeps,
  coins: IncomingCoins,
): Promise<void> {
  const customer = await findOriginator(deps.db, coins.userId);
  if (!customer) throw new Error(`Customer ${coins.userId} vanished`);
  const base = {
    user_id: coins.userId,
    direction: 'incoming' as const,
    asset_id: coins.assetId,
    amount: coins.units,
    address: coins.fromAddress,
    beneficiary_name: `${customer.first_name} ${customer.last_name}`,
    transfer_id: coins.transferId,
  };
  if (!coins.sendingExchange) {
    await insertRecord(deps.db, {
      ...base,
      wallet_kind: 'self_hosted',
      status: 'self_hosted',
      provider_message: 'Coins from a self-hosted wallet: no exchange sent details with them.',
    });
    if (coins.fromAddress) {
      await proveByDeposit(deps, {
        userId: coins.userId,
        assetId: coins.assetId,
        fromAddress: coins.fromAddress,
      });
    }
    return;
  }
  const message = coins.originatorName
    ? incomingIvmsMessage({
        originatorName: coins.originatorName,
        sendingExchange: coins.sendingExchange,
        beneficiary: customer,
        address: coins.fromAddress,
      })
    : null;
  await insertRecord(deps.db, {
    ...base,
    wallet_kind: 'exchange',
    exchange_name: coins.sendingExchange,
    originator_name: coins.originatorName,
    message: message ? JSON.stringify(message) : null,
    status: message ? 'received' : 'missing_originator',
    provider_message: message ? STATUS_MESSAGES.received : STATUS_MESSAGES.missing_originator,
  });
}
