import { z } from 'zod';
import { stepUpFields } from './funding.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/** At most this many saved withdrawal addresses per customer. */
export const ADDRESS_BOOK_LIMIT = 100;

/** One saved, labelled withdrawal destination. */
export const savedAddressSchema = lazySchema(() =>
  z.object({
    addressId: text(),
    asset: text(),
    label: text(),
    address: text(),
    tag: text().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** `GET /custodial/address-book`: the saved addresses, and whether only they may be used. */
export const addressBookSchema = lazySchema(() =>
  z.object({
    savedOnly: z.boolean(),
    /**
     * Turning "saved addresses only" off takes effect 24 hours after it is asked for
     * (docs/product/funding.md#address-book): until then it stays on, and this says when it ends.
     */
    savedOnlyOffAt: z.iso.datetime().nullable(),
    addresses: z.array(savedAddressSchema),
  }),
);
export type AddressBook = z.infer<typeof addressBookSchema>;

/** `POST /custodial/address-book`: a new destination needs step-up like a withdrawal. */
export const savedAddressRequestSchema = lazySchema(() =>
  z.object({
    asset: text('Choose the asset').trim().min(1, 'Choose the asset').max(16),
    label: text('Give the address a name you will recognise')
      .trim()
      .min(1, 'Give the address a name you will recognise')
      .max(40, 'The name can be at most 40 characters')
      .regex(/^[^\p{C}<>]+$/u, 'The name can use letters, digits, spaces and punctuation'),
    address: text('Enter the address')
      .trim()
      .min(1, 'Enter the address')
      .max(128, 'That address is too long'),
    tag: text().trim().max(256, 'That tag or memo is too long').optional(),
    ...stepUpFields,
  }),
);
export type SavedAddressRequest = z.infer<typeof savedAddressRequestSchema>;

/** `PUT /custodial/address-book/settings`: turning "saved addresses only" off needs step-up. */
export const addressBookSettingsRequestSchema = lazySchema(() =>
  z.object({
    savedOnly: z.boolean('Say whether to allow only saved addresses'),
    ...stepUpFields,
  }),
);
export type AddressBookSettingsRequest = z.infer<typeof addressBookSettingsRequestSchema>;

export const savedAddressParamsSchema = lazySchema(() =>
  z.object({
    addressId: z.uuid('That saved address was not found'),
  }),
);
