import { createHmac } from 'node:crypto';

/** Lower case, hyphens as spaces, single spaces: "Mary-Jane  SMITH" ~ "mary jane smith". */
export const normalName = (name: string) =>
  name.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

const keyed = (key: Uint8Array, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/**
 * A document number under the database's key: the same document always gives the same
 * fingerprint, and the number cannot be read back (docs/product/identity.md#one-person-one-account).
 * A licence number is unique within its state only, so the state is part of it.
 */
export function documentFingerprint(
  key: Uint8Array,
  document: { kind: 'passport' | 'licence'; number: string; state?: string },
): string {
  const number = document.number.replace(/\s+/g, '').toUpperCase();
  return keyed(key, `${document.kind}:${document.state ?? ''}:${number}`);
}

/**
 * A person's first given name, last name and date of birth under the key. Only the first given
 * name counts, because one document may list middle names another leaves out.
 */
export function personFingerprint(
  key: Uint8Array,
  person: { givenNames: string; lastName: string; dateOfBirth: Date },
): string {
  const [firstGiven = ''] = normalName(person.givenNames).split(' ');
  const birth = person.dateOfBirth.toISOString().slice(0, 10);
  return keyed(key, `name_dob:${firstGiven}:${normalName(person.lastName)}:${birth}`);
}
