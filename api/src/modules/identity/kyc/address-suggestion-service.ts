import { ADDRESS_SUGGESTIONS_MAX, type AddressSuggestion } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../../lib/service-deps.js';

/**
 * Addresses matching what the customer has typed in the address form's street line
 * (docs/product/identity.md#addresses). Nothing is stored: the form sends the address the
 * customer then confirms, and `POST /user/kyc` checks it like a typed one.
 */
export async function suggestAddresses(
  deps: Pick<ServiceDeps, 'providers'>,
  query: string,
): Promise<AddressSuggestion[]> {
  return deps.providers.address.suggest(query, ADDRESS_SUGGESTIONS_MAX);
}
