import { isApiError } from '@wattle/shared';

/**
 * Headings for the withdrawal rules' refusals (docs/product/funding.md#withdrawal-refusals) and
 * the address book's; the API says the rest.
 */
const TITLES: Record<string, string> = {
  withdrawal_limit_exceeded: 'Over your daily withdrawal limit',
  withdrawal_reason: 'This withdrawal cannot go ahead',
  chainalysis_reason: 'We cannot send to this address',
  AddressNotSavedError: 'This address is not in your address book',
  InsufficientFundsError: 'Not enough in your balance',
  EstimateExpiredError: 'The fee estimate expired',
  TravelRuleAnswersRequiredError: 'Tell us about this wallet first',
  TravelRuleNotClearedError: 'The receiving exchange has not accepted this transfer',
  OwnershipProofRequiredError: 'Prove this wallet is yours',
};

/** A heading for a refused withdrawal, or null for errors the message alone explains. */
export function refusalTitle(error: unknown): string | null {
  return isApiError(error) && error.code ? (TITLES[error.code] ?? null) : null;
}
