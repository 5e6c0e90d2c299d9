import type { AddressSuggestion } from '@wattle/shared/contracts';

/**
 * Address autocomplete: the addresses that match what a customer has typed in the street
 * line, split into street, suburb, state and postcode. A real provider (a national address
 * file service) plugs in here.
 */
export interface AddressProvider {
  /** At most `limit` addresses, best first; none when nothing matches. */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
}
