import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * The interVASP Messaging Standard (IVMS 101) data model: how one exchange tells another who
 * sends and who receives a virtual-asset transfer (docs/product/travel-rule.md#the-message).
 * Field names, code lists and length limits are the standard's; what Wattle fills in is in
 * the docs. Natural and legal persons both, since a receiving exchange is a legal person.
 */

/** Name types: legal, alias, at birth, maiden, other. */
const NATURAL_NAME_TYPES = ['LEGL', 'ALIA', 'BIRT', 'MAID', 'MISC'] as const;
/** Legal person name types: legal, short, trading. */
const LEGAL_NAME_TYPES = ['LEGL', 'SHRT', 'TRAD'] as const;
/** Address types: residential, business, geographic. */
const ADDRESS_TYPES = ['HOME', 'BIZZ', 'GEOG'] as const;
/** National identifier types (passport, driver licence, tax id, LEI, …). */
const NATIONAL_ID_TYPES = [
  'ARNU',
  'CCPT',
  'RAID',
  'DRLC',
  'FIIN',
  'TXID',
  'SOCS',
  'IDCD',
  'LEIX',
  'MISC',
] as const;

const max = (length: number) => text().trim().min(1).max(length);
/** ISO 3166-1 alpha-2. */
const country = z.string().regex(/^[A-Z]{2}$/, 'A country is its two-letter ISO 3166 code');

const naturalPersonNameId = z.object({
  primaryIdentifier: max(100),
  secondaryIdentifier: max(100).optional(),
  nameIdentifierType: z.enum(NATURAL_NAME_TYPES),
});

const address = z
  .object({
    addressType: z.enum(ADDRESS_TYPES),
    department: max(50).optional(),
    streetName: max(70).optional(),
    buildingNumber: max(16).optional(),
    postCode: max(16).optional(),
    townName: max(35),
    countrySubDivision: max(35).optional(),
    country,
    addressLine: z.array(max(70)).max(7).optional(),
  })
  // An address is a street or up to seven free lines (the standard's constraint C8).
  .refine((value) => value.streetName ?? value.addressLine?.length, 'Give a street or lines');

const nationalIdentification = z.object({
  nationalIdentifier: max(35),
  nationalIdentifierType: z.enum(NATIONAL_ID_TYPES),
  countryOfIssue: country.optional(),
  registrationAuthority: max(8).optional(),
});

export const ivmsNaturalPersonSchema = lazySchema(() =>
  z
    .object({
      name: z.object({
        nameIdentifier: z.array(naturalPersonNameId).min(1),
        localNameIdentifier: z.array(naturalPersonNameId).optional(),
        phoneticNameIdentifier: z.array(naturalPersonNameId).optional(),
      }),
      geographicAddress: z.array(address).optional(),
      nationalIdentification: nationalIdentification.optional(),
      customerIdentification: max(50).optional(),
      dateAndPlaceOfBirth: z
        .object({ dateOfBirth: z.iso.date(), placeOfBirth: max(70) })
        .optional(),
      countryOfResidence: country.optional(),
    })
    // A legal name comes first (constraint C6).
    .refine(
      (person) => person.name.nameIdentifier.some((id) => id.nameIdentifierType === 'LEGL'),
      'A natural person needs a legal name (LEGL)',
    ),
);

export const ivmsLegalPersonSchema = lazySchema(() =>
  z.object({
    name: z.object({
      nameIdentifier: z
        .array(
          z.object({
            legalPersonName: max(100),
            legalPersonNameIdentifierType: z.enum(LEGAL_NAME_TYPES),
          }),
        )
        .min(1),
    }),
    geographicAddress: z.array(address).optional(),
    nationalIdentification: nationalIdentification.optional(),
    countryOfRegistration: country.optional(),
  }),
);

const person = lazySchema(() =>
  z.union([
    z.object({ naturalPerson: ivmsNaturalPersonSchema }),
    z.object({ legalPerson: ivmsLegalPersonSchema }),
  ]),
);

/**
 * The originator's details must say where they live, or carry a customer or national number,
 * or a date and place of birth (the standard's constraint C1), so the receiver can tell two
 * people of one name apart.
 */
const identifiable = (entry: z.infer<typeof person>) =>
  !('naturalPerson' in entry) ||
  Boolean(
    entry.naturalPerson.geographicAddress?.length ??
    entry.naturalPerson.customerIdentification ??
    entry.naturalPerson.nationalIdentification ??
    entry.naturalPerson.dateAndPlaceOfBirth,
  );

/** One IVMS 101 message: originator and beneficiary, and the exchanges on either side. */
export const ivms101MessageSchema = lazySchema(() =>
  z.object({
    originator: z.object({
      originatorPersons: z
        .array(person)
        .min(1)
        .refine((persons) => persons.every(identifiable), {
          message: 'The originator needs an address, a customer number or a birth date and place',
        }),
      accountNumber: z.array(max(100)).optional(),
    }),
    beneficiary: z.object({
      beneficiaryPersons: z.array(person).min(1),
      accountNumber: z.array(max(100)).optional(),
    }),
    originatingVASP: z.object({ originatingVASP: person }).optional(),
    beneficiaryVASP: z.object({ beneficiaryVASP: person }).optional(),
  }),
);
export type Ivms101Message = z.infer<typeof ivms101MessageSchema>;
