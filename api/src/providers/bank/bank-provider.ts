/** The customer the bank issues deposit details for. */
export interface BankCustomer {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Where one customer sends AUD: their own BSB and account number, reference and PayID. */
export interface IssuedDepositAccount {
  accountName: string;
  bsb: string;
  accountNumber: string;
  reference: string;
  payId: string;
}

/** `reason` is written for the customer: what to do next. */
export type DepositAccountResult =
  { outcome: 'issued'; account: IssuedDepositAccount } | { outcome: 'declined'; reason: string };

export interface WithdrawAccountDetails {
  customerId: string;
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** The bank keeps the full account number; Wattle keeps its token for paying it. */
export type WithdrawAccountResult =
  { outcome: 'registered'; providerReference: string } | { outcome: 'declined'; reason: string };

export interface Payout {
  /** Wattle's transfer id: the bank pays each id at most once, however often it is asked. */
  transferId: string;
  /** The bank's token for the registered account. */
  providerReference: string;
  /** AUD, dollars and cents. */
  amount: string;
}

/**
 * `pending`: accepted, the outcome comes later (the next settlement run asks again).
 * `returned`: the payment bounced; `reason` is written for the customer.
 */
export type PayoutResult =
  | { outcome: 'sent'; reference: string }
  | { outcome: 'returned'; reason: string }
  | { outcome: 'pending' };

/** A payment Wattle received but will not keep, sent back to the account it came from. */
export interface PaymentReturn {
  /** Wattle's transfer id of the deposit: the bank returns each at most once. */
  transferId: string;
  /** The bank's own id of the payment received. */
  paymentReference: string;
  /** AUD, dollars and cents. */
  amount: string;
}

/** `reason` is written for support staff: why the bank would not send it back. */
export type PaymentReturnResult =
  { outcome: 'sent'; reference: string } | { outcome: 'refused'; reason: string };

/** Wattle's bank: deposit details and PayIDs for customers, and payouts to their accounts. */
export interface BankProvider {
  readonly name: string;
  /**
   * Deposit details for a customer. `attempt` rises when the details clashed with another
   * customer's, so the bank offers different ones.
   */
  issueDepositAccount(customer: BankCustomer, attempt: number): Promise<DepositAccountResult>;
  registerWithdrawAccount(details: WithdrawAccountDetails): Promise<WithdrawAccountResult>;
  payOut(payout: Payout): Promise<PayoutResult>;
  /** Sends a received payment back to the account that paid it. */
  returnPayment(payment: PaymentReturn): Promise<PaymentReturnResult>;
}
