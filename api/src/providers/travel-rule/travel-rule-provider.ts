import type { Ivms101Message } from '@wattle/shared/contracts';

/** One transfer's Travel Rule message, for the exchange that receives the coins. */
export interface TravelRuleTransfer {
  /** Wattle's own id for the message: asking twice with one id is one message. */
  recordId: string;
  /** The receiving exchange, as the customer named it. */
  beneficiaryExchange: string;
  asset: string;
  chain: string;
  /** Coins, as a decimal. */
  amount: string;
  address: string;
  ivms101: Ivms101Message;
}

/**
 * The receiving exchange's answer. `accepted`: it has this customer at this address and the
 * name matches. `name_mismatch`: the address is one of its customers', under another name.
 * `rejected`: it will not take the transfer. `unreachable`: it could not be asked (not on the
 * Travel Rule network, or not answering). `reason` is written for the customer.
 */
export type TravelRuleAnswer =
  | { outcome: 'accepted'; reference: string }
  | { outcome: 'name_mismatch'; reference: string; reason: string }
  | { outcome: 'rejected'; reference: string; reason: string }
  | { outcome: 'unreachable'; reason: string };

/** The network that passes Travel Rule messages between exchanges. */
export interface TravelRuleProvider {
  readonly name: string;
  send(transfer: TravelRuleTransfer): Promise<TravelRuleAnswer>;
}
