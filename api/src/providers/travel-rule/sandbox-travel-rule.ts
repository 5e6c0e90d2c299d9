import { createHash } from 'node:crypto';
import type {
  TravelRuleAnswer,
  TravelRuleProvider,
  TravelRuleTransfer,
} from './travel-rule-provider.js';

export const EXCHANGE_REJECTED =
  'The receiving exchange will not accept this transfer. Ask the person you are paying to check their account.';
export const NAME_MISMATCH =
  'The receiving exchange holds this account under a different name. Check the name with the person you are paying.';
export const EXCHANGE_UNREACHABLE =
  'We could not reach the receiving exchange to pass on the Travel Rule details. Our team will check it and let you know.';

/** The beneficiary's last name as the sandbox reads it. */
const lastName = (transfer: TravelRuleTransfer) => {
  const person = transfer.ivms101.beneficiary.beneficiaryPersons[0];
  const name =
    person && 'naturalPerson' in person
      ? person.naturalPerson.name.nameIdentifier[0]?.primaryIdentifier
      : undefined;
  return (name ?? '').toLowerCase();
};

/**
 * Sandbox Travel Rule network: deterministic, so tests and journeys choose the answer.
 *
 * | Input                                                       | Answer          |
 * | ----------------------------------------------------------- | --------------- |
 * | an exchange not on Wattle's list (one the customer named)   | `unreachable`   |
 * | beneficiary whose last name is `Rejected`                   | `rejected`      |
 * | beneficiary whose last name is `Mismatch`                   | `name_mismatch` |
 * | anything else                                               | `accepted`      |
 *
 * The reference is derived from Wattle's record id, so asking twice answers the same.
 */
export class SandboxTravelRule implements TravelRuleProvider {
  readonly name = 'sandbox';

  constructor(private readonly listedExchanges: readonly string[]) {}

  async send(transfer: TravelRuleTransfer): Promise<TravelRuleAnswer> {
    const exchange = transfer.beneficiaryExchange.toLowerCase();
    if (!this.listedExchanges.some((listed) => listed.toLowerCase() === exchange)) {
      return { outcome: 'unreachable', reason: EXCHANGE_UNREACHABLE };
    }
    const reference = `TR-${createHash('sha256').update(transfer.recordId).digest('hex').slice(0, 16)}`;
    const name = lastName(transfer);
    if (name === 'rejected') return { outcome: 'rejected', reference, reason: EXCHANGE_REJECTED };
    if (name === 'mismatch') return { outcome: 'name_mismatch', reference, reason: NAME_MISMATCH };
    return { outcome: 'accepted', reference };
  }
}
