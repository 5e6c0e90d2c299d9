/** Where the history remote's pages live, and the pages of other remotes it links to. */
export const HISTORY_PATH = '/transaction';
export const TAX_REPORT_PATH = '/transaction/tax-report';
/** mf-account's referral history tab, by its slug. */
export const REFERRAL_HISTORY_PATH = '/profile?tab=referral-history';
