import { createHash } from 'node:crypto';
import type {
  IdentityCheckRequest,
  IdentityCheckResult,
  IdentityProvider,
} from './identity-provider.js';

export const PASSPORT_DECLINED =
  'We could not verify that passport. Check the number and expiry date, or use your driver’s licence.';
export const LICENCE_DECLINED =
  'We could not verify that driver’s licence. Check the licence and card numbers, or use your passport.';
export const ADDRESS_DECLINED =
  'We could not verify your address. Check it matches the address on your document.';

/**
 * Sandbox identity checks: deterministic, so journeys and tests can choose the outcome.
 *
 * | Input                                             | Outcome                        |
 * | ------------------------------------------------- | ------------------------------ |
 * | passport number ending in `000` (e.g. PA1234000)  | declined: passport not verified |
 * | licence number starting with `X` (e.g. X1234567)  | declined: licence not verified  |
 * | postcode `0000`                                   | declined: address not verified  |
 * | last name `Politician` (any case)                 | verified, PEP found             |
 * | anything else                                     | verified, PEP not found         |
 *
 * The reference is `SBX-` and 12 hex characters derived from the input: the same request
 * always gets the same reference.
 */
export class SandboxIdentity implements IdentityProvider {
  async verify(request: IdentityCheckRequest): Promise<IdentityCheckResult> {
    const reference = `SBX-${createHash('sha256')
      .update(JSON.stringify(request))
      .digest('hex')
      .slice(0, 12)
      .toUpperCase()}`;
    const { document, address, person } = request;
    if (document.kind === 'passport' && document.number.endsWith('000')) {
      return { outcome: 'declined', reference, reason: PASSPORT_DECLINED };
    }
    if (document.kind === 'licence' && document.number.toUpperCase().startsWith('X')) {
      return { outcome: 'declined', reference, reason: LICENCE_DECLINED };
    }
    if (address.postcode === '0000') {
      return { outcome: 'declined', reference, reason: ADDRESS_DECLINED };
    }
    const pep = person.lastName.trim().toLowerCase() === 'politician' ? 'found' : 'not_found';
    return { outcome: 'verified', reference, pep };
  }
}
