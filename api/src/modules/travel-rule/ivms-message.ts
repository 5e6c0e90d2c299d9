import { ivms101MessageSchema, type Ivms101Message } from '@wattle/shared/contracts';
import type { Originator } from './travel-rule-repository.js';

/** Wattle as a legal person: the originating exchange in every message it sends. */
const WATTLE_VASP = {
  legalPerson: {
    name: {
      nameIdentifier: [
        { legalPersonName: 'Wattle', legalPersonNameIdentifierType: 'LEGL' as const },
      ],
    },
    countryOfRegistration: 'AU',
  },
};

/** The most IVMS 101 takes in one name part. */
const NAME_PART = 100;
const part = (text: string) => text.slice(0, NAME_PART);

/** A full name split as IVMS 101 wants it: the last word is the family name. */
export function naturalName(fullName: string) {
  const words = fullName.trim().split(/\s+/);
  const primaryIdentifier = part(words.pop() ?? fullName);
  return {
    nameIdentifier: [
      {
        primaryIdentifier,
        ...(words.length > 0 ? { secondaryIdentifier: part(words.join(' ')) } : {}),
        nameIdentifierType: 'LEGL' as const,
      },
    ],
  };
}

/** A customer's legal name as Wattle holds it: the family name is theirs, not a guess. */
function customerName(person: Originator) {
  return {
    nameIdentifier: [
      {
        primaryIdentifier: part(person.last_name),
        secondaryIdentifier: part(person.first_name),
        nameIdentifierType: 'LEGL' as const,
      },
    ],
  };
}

export interface MessageParties {
  userId: string;
  originator: Originator;
  beneficiaryName: string;
  beneficiaryExchange: string | null;
  address: string;
}

/**
 * The IVMS 101 message for one withdrawal (docs/product/travel-rule.md#the-message): the
 * customer as originator — legal name, Wattle customer number, home address once they gave
 * it — and the payee as beneficiary at the destination address; Wattle and the receiving
 * exchange as the two VASPs. Validated against the schema before it leaves: a message that
 * does not fit throws rather than goes.
 */
export function buildIvmsMessage(parties: MessageParties): Ivms101Message {
  const { originator } = parties;
  const home =
    originator.street_address && originator.suburb
      ? [
          {
            addressType: 'HOME' as const,
            addressLine: [originator.street_address],
            townName: originator.suburb,
            ...(originator.state ? { countrySubDivision: originator.state } : {}),
            ...(originator.postcode ? { postCode: originator.postcode } : {}),
            country: 'AU',
          },
        ]
      : undefined;
  return ivms101MessageSchema.parse({
    originator: {
      originatorPersons: [
        {
          naturalPerson: {
            name: customerName(originator),
            ...(home ? { geographicAddress: home } : {}),
            customerIdentification: parties.userId,
            countryOfResidence: 'AU',
          },
        },
      ],
      accountNumber: [parties.userId],
    },
    beneficiary: {
      beneficiaryPersons: [{ naturalPerson: { name: naturalName(parties.beneficiaryName) } }],
      accountNumber: [parties.address],
    },
    originatingVASP: { originatingVASP: WATTLE_VASP },
    ...(parties.beneficiaryExchange
      ? {
          beneficiaryVASP: {
            beneficiaryVASP: {
              legalPerson: {
                name: {
                  nameIdentifier: [
                    {
                      legalPersonName: parties.beneficiaryExchange,
                      legalPersonNameIdentifierType: 'TRAD',
                    },
                  ],
                },
              },
            },
          },
        }
      : {}),
  });
}

/** The message a sending exchange passed on with a deposit: its customer, and ours. */
export function incomingIvmsMessage(input: {
  originatorName: string;
  sendingExchange: string;
  beneficiary: Originator;
  address: string | null;
}): Ivms101Message {
  return ivms101MessageSchema.parse({
    originator: {
      originatorPersons: [
        {
          naturalPerson: {
            name: naturalName(input.originatorName),
            // The sending exchange's customer: who they are to it is all it passed on.
            customerIdentification: `${input.sendingExchange} customer`.slice(0, 50),
          },
        },
      ],
    },
    beneficiary: {
      beneficiaryPersons: [
        {
          naturalPerson: {
            name: customerName(input.beneficiary),
          },
        },
      ],
      ...(input.address ? { accountNumber: [input.address] } : {}),
    },
    originatingVASP: {
      originatingVASP: {
        legalPerson: {
          name: {
            nameIdentifier: [
              { legalPersonName: input.sendingExchange, legalPersonNameIdentifierType: 'TRAD' },
            ],
          },
        },
      },
    },
    beneficiaryVASP: { beneficiaryVASP: WATTLE_VASP },
  });
}
