import { z } from 'zod';
import { AUSTRALIAN_STATES } from './identity.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/** Fewest characters worth asking about: "12 S" already narrows the streets a lot. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
export const ADDRESS_SUGGESTIONS_MAX = 5;

/** `GET /user/address-suggestions?q=`: what the customer has typed in the street line. */
export const addressSuggestionQuerySchema = lazySchema(() =>
  z.object({
    q: text()
      .trim()
      .min(ADDRESS_QUERY_MIN_LENGTH, `Type at least ${ADDRESS_QUERY_MIN_LENGTH} characters`)
      .max(120, 'Type at most 120 characters'),
  }),
);

/** One address the provider knows, split into the address form's own fields. */
export const addressSuggestionSchema = lazySchema(() =>
  z.object({
    /** The provider's id for this address, stable while the query is. */
    id: text(),
    /** The whole address on one line: "3/12 Smith Street, Fitzroy VIC 3065". */
    label: text(),
    streetAddress: text(),
    suburb: text(),
    state: z.enum(AUSTRALIAN_STATES),
    postcode: z.string().regex(/^\d{4}$/),
  }),
);
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionListSchema = lazySchema(() =>
  z.array(addressSuggestionSchema).max(ADDRESS_SUGGESTIONS_MAX),
);
