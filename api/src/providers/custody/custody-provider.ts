export interface AddressRequest {
  customerId: string;
  assetId: string;
  chain: string;
  /** Tag-type assets share one address per chain and tell customers apart by the tag. */
  tagged: boolean;
  /** Rises when the address and tag clashed with another customer's. */
  attempt: number;
}

export interface IssuedAddress {
  address: string;
  tag: string | null;
}

/** `reason` is written for the customer. */
export type ScreeningResult = { outcome: 'clear' } | { outcome: 'flagged'; reason: string };

export interface Broadcast {
  /** Wattle's transfer id: custody sends each id at most once, however often it is asked. */
  transferId: string;
  assetId: string;
  chain: string;
  address: string;
  tag: string | null;
  /** Coins, as a decimal. */
  amount: string;
}

/** `pending`: accepted, the outcome comes later (the next settlement run asks again). */
export type BroadcastResult =
  | { outcome: 'sent'; transactionHash: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'pending' };

/** Wattle's custodian: deposit addresses, the sanctions screen, and sending coins out. */
export interface CustodyProvider {
  readonly name: string;
  depositAddress(request: AddressRequest): Promise<IssuedAddress>;
  /** Screens a destination (or a deposit's source) against sanctions and fraud lists. */
  screenAddress(chain: string, address: string): Promise<ScreeningResult>;
  broadcast(broadcast: Broadcast): Promise<BroadcastResult>;
}
