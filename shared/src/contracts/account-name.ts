/** Words a bank puts before a name that say nothing about whose account it is. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr']);
/** Words that make an account joint or a business's: AUD goes only to the customer's own. */
const NOT_OWN = new Set(['and', 'pty', 'ltd', 'limited', 'trust', 'trustee', 'atf', 'company']);

/** Lower-case words without accents or punctuation: "O'Brien-Smith" → ["obrien", "smith"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * Whether a bank account's name is the verified person's own: money goes only to an account in
 * the customer's name (docs/product/funding.md#account-name). The account must carry the first
 * given name (or its initial) and every word of the family name; it may add up to two middle
 * names or initials and a title, nothing that makes it joint or a company's.
 */
export function accountNameMatches(
  accountName: string,
  person: { firstName: string; lastName: string },
): boolean {
  const words = nameWords(accountName).filter((word) => !TITLES.has(word));
  if (words.some((word) => NOT_OWN.has(word))) return false;
  const given = nameWords(person.firstName);
  const family = nameWords(person.lastName);
  const first = given[0];
  if (!first || family.length === 0) return false;
  const remaining = [...words];
  const take = (word: string) => {
    const at = remaining.indexOf(word);
    if (at === -1) return false;
    remaining.splice(at, 1);
    return true;
  };
  if (!family.every(take)) return false;
  if (!take(first) && !take(first.charAt(0))) return false;
  // Other given names of the verified person are fine; up to two more unknown middle names.
  const extras = remaining.filter((word) => !given.includes(word));
  return extras.length <= 2;
}

/** What to tell a person whose account name is not theirs. */
export const accountNameMismatchMessage = (person: { firstName: string; lastName: string }) =>
  `The bank account must be in your own name as verified (${person.firstName} ${person.lastName}). Joint and business accounts cannot receive withdrawals.`;
