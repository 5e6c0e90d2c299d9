import {
  formatStreetNumber,
  splitStreetNumber,
  type AddressSuggestion,
} from '@wattle/shared/contracts';
import type { AddressProvider } from './address-provider.js';
import { SANDBOX_STREETS, type SandboxStreet } from './sandbox-streets.js';

/** Street types as they are abbreviated, so "12 Smith St" finds Smith Street. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  st: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  cct: 'circuit',
  cir: 'circuit',
};

function words(value: string): string[] {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0);
}

/** Every typed word starts a word of the address; the last may be half typed. */
function matches(typed: string[], street: SandboxStreet): boolean {
  const known = words(`${street.street} ${street.suburb} ${street.state} ${street.postcode}`);
  return typed.every((word) => {
    const full = STREET_TYPES[word];
    return known.some((candidate) => candidate.startsWith(word) || candidate === full);
  });
}

/**
 * Sandbox address autocomplete over a fixed list of real streets (sandbox-streets.ts): the
 * customer's own unit and street number (or range) are kept and put in front of every street
 * whose words the rest of the query starts ("3/12 smith st fitz" → 3/12 Smith Street, Fitzroy
 * VIC 3065). Deterministic, so journeys and tests know the answer.
 */
export class SandboxAddress implements AddressProvider {
  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const parts = splitStreetNumber(query);
    const typed = words(parts ? parts.rest : query);
    if (typed.length === 0) return [];
    const number = parts ? `${formatStreetNumber(parts)} ` : '';
    return SANDBOX_STREETS.flatMap((street, index) =>
      matches(typed, street) ? [{ street, index }] : [],
    )
      .slice(0, limit)
      .map(({ street, index }) => ({
        id: `sbx-${index}-${number.trim() || 'street'}`,
        label: `${number}${street.street}, ${street.suburb} ${street.state} ${street.postcode}`,
        streetAddress: `${number}${street.street}`,
        suburb: street.suburb,
        state: street.state,
        postcode: street.postcode,
      }));
  }
}
