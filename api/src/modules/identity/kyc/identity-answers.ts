import { AUSTRALIAN_STATES, parseDisplayDate } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import type { UserRow } from '../user-repository.js';
import { documentFingerprint, personFingerprint } from './identity-fingerprint.js';
import { fingerprintKey, fingerprintsOf } from './identity-match-repository.js';

/** How a person's answers compare with the identity the account verified. */
export interface IdentityAnswerCheck {
  /** False when the account has no verified identity to compare with. */
  identityOnFile: boolean;
  dateOfBirthMatches: boolean;
  /** The verified document the number is, or null when it is none of them. */
  documentMatched: 'passport' | 'licence' | null;
}

/**
 * Checks a date of birth and a document number against the account's verified identity
 * through the same keyed fingerprints one-person-one-account keeps
 * (docs/product/identity.md#one-person-one-account): the answers are hashed under the key
 * and compared, never stored. The date of birth is judged with the account's own names, which
 * verification tied to the document's; a licence number is tried in every state, since the
 * person is not asked which one issued it.
 */
export async function checkIdentityAnswers(
  deps: ServiceDeps,
  {
    user,
    dateOfBirth,
    documentNumber,
  }: { user: UserRow; dateOfBirth: string; documentNumber: string },
): Promise<IdentityAnswerCheck> {
  const kept = await fingerprintsOf(deps.db, user.user_id);
  if (kept.length === 0) {
    return { identityOnFile: false, dateOfBirthMatches: false, documentMatched: null };
  }
  const key = await fingerprintKey(deps.db);
  const has = (kind: string, fingerprint: string) =>
    kept.some((row) => row.kind === kind && row.fingerprint === fingerprint);
  const birth = parseDisplayDate(dateOfBirth);
  const dateOfBirthMatches =
    birth !== null &&
    has(
      'name_dob',
      personFingerprint(key, {
        givenNames: user.first_name,
        lastName: user.last_name,
        dateOfBirth: birth,
      }),
    );
  const passport = has(
    'passport',
    documentFingerprint(key, { kind: 'passport', number: documentNumber }),
  );
  const licence = AUSTRALIAN_STATES.some((state) =>
    has('licence', documentFingerprint(key, { kind: 'licence', number: documentNumber, state })),
  );
  return {
    identityOnFile: true,
    dateOfBirthMatches,
    documentMatched: passport ? 'passport' : licence ? 'licence' : null,
  };
}
