import type { TravelRuleResolution, TravelRuleStatus } from '@wattle/shared/contracts';

/** What a record in each state tells the customer (and support). */
export const STATUS_MESSAGES: Record<TravelRuleStatus, string> = {
  accepted:
    'The receiving exchange accepted the transfer details, and the name matches its customer.',
  rejected: 'The receiving exchange would not accept this transfer.',
  name_mismatch: 'The receiving exchange holds this account under a different name.',
  unreachable: 'We could not reach the receiving exchange. Our team will check it.',
  self_hosted:
    'A self-hosted wallet: there is no exchange to pass the details to, and we keep them.',
  received: 'The sending exchange passed on who sent the coins.',
  missing_originator:
    'The sending exchange did not pass on who sent the coins. The coins are in your balance; our team reviews it.',
};

export const RESOLUTION_MESSAGES: Record<TravelRuleResolution, string> = {
  approved: 'Our team checked the details with the exchange and approved the transfer.',
  refused: 'Our team could not confirm the details with the exchange, so the transfer cannot go.',
};

/** How long an accepted (or approved) check lets one withdrawal to that destination go. */
export const CLEARANCE_HOURS = 24;
/** How long a message to sign stays good. */
export const CHALLENGE_MINUTES = 30;
/** How long the records are kept, whatever happens to the account (set in the database). */
export const RECORD_YEARS = 7;

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);
