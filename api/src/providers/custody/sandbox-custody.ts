import { createHash } from 'node:crypto';
import type {
  AddressRequest,
  Broadcast,
  BroadcastResult,
  CustodyProvider,
  IssuedAddress,
  ScreeningResult,
} from './custody-provider.js';
import { isSanctionsTestAddress, sandboxAddress } from './sandbox-addresses.js';

export const ADDRESS_FLAGGED =
  'We cannot send funds to that address: it failed our compliance screening. Contact Wattle support if you think this is wrong.';
export const BROADCAST_FAILED = 'The network did not accept the transaction.';

const EVM_CHAINS = new Set(['ethereum', 'ethereum-classic', 'bnb-smart-chain', 'polygon']);

/** Broadcast failures are chosen by the amount: decimals ending in 13 (0.0013 BTC, 30.13 XRP). */
export const broadcastFails = (amount: string) => /\.\d*13$/.test(amount);

/**
 * Sandbox custodian: deterministic, so journeys and tests choose the outcome.
 *
 * | Input                                                     | Outcome                                  |
 * | --------------------------------------------------------- | ---------------------------------------- |
 * | deposit address for a customer and asset                  | in the chain's format, the same every time; XRP, XLM and EOS share one address per chain and give each customer a 9-digit tag |
 * | address starting `sanct` after the chain's opening characters (`bc1qsanct…`, `rSanct…`, `GSANCT…`, `sanctioned11`), or `0xdead…` | flagged by the sanctions screen (`chainalysis_reason`); `SANCTIONS_TEST_ADDRESSES` has one per chain |
 * | withdrawal whose amount's decimals end in `13`            | the network refuses it: refunded, fee included |
 * | any other withdrawal                                      | sent; the hash is derived from the transfer id |
 */
export class SandboxCustody implements CustodyProvider {
  readonly name = 'sandbox';

  async depositAddress(request: AddressRequest): Promise<IssuedAddress> {
    if (!request.tagged) {
      return {
        address: sandboxAddress(
          request.chain,
          `${request.chain}:${request.customerId}:${request.attempt}`,
        ),
        tag: null,
      };
    }
    const tag = createHash('sha256')
      .update(`tag:${request.chain}:${request.customerId}:${request.attempt}`)
      .digest()
      .readUInt32BE(0);
    return {
      address: sandboxAddress(request.chain, `${request.chain}:wattle-hot-wallet`),
      tag: String(100_000_000 + (tag % 900_000_000)),
    };
  }

  async screenAddress(_chain: string, address: string): Promise<ScreeningResult> {
    return isSanctionsTestAddress(address)
      ? { outcome: 'flagged', reason: ADDRESS_FLAGGED }
      : { outcome: 'clear' };
  }

  async broadcast(broadcast: Broadcast): Promise<BroadcastResult> {
    if (broadcastFails(broadcast.amount)) return { outcome: 'failed', reason: BROADCAST_FAILED };
    const hash = createHash('sha256').update(`broadcast:${broadcast.transferId}`).digest('hex');
    return {
      outcome: 'sent',
      transactionHash: EVM_CHAINS.has(broadcast.chain) ? `0x${hash}` : hash,
    };
  }
}
