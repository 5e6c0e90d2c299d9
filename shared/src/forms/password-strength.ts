import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_SCORE, type PasswordScore } from '../contracts/auth.js';

/**
 * How guessable a password is, from zxcvbn-ts with its common dictionary (the most used and
 * breached passwords, keyboard patterns, repeats, sequences, dates). The API checks new
 * passwords with it; browsers load it on the first keystroke for the strength meter, so it
 * never sits in a first-paint bundle (its dictionaries are large).
 */
export interface PasswordStrength {
  score: PasswordScore;
  /** At least MIN_PASSWORD_SCORE: what the API accepts. */
  acceptable: boolean;
  /** Why it is weak, in the product's words; null when there is nothing to say. */
  warning: string | null;
}

/** zxcvbn's warning keys (its `translationKeys`), said the way Wattle says things. */
const WARNINGS: Record<string, string> = {
  straightRow: 'Rows of keys on a keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very common password.',
  common: 'This is a common password.',
  similarToCommon: 'This is too close to a common password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'Leave your name and e-mail address out of your password.',
  pwned: 'This password has appeared in a data breach.',
};
const TOO_SHORT_TO_JUDGE = 'Add more characters or words.';

/**
 * Bounds on the work per password: the matchers grow faster than linearly (a long run of a
 * repeated word is a long burst of a request's CPU), so only the first 64 characters are
 * judged (what is hard to guess stays so when extended) and l33t substitutions are capped.
 */
const JUDGED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 16;

let zxcvbn: ZxcvbnFactory | null = null;

function estimate(password: string, userInputs: readonly string[]): ZxcvbnResult {
  // Building the ranked dictionaries takes a moment: once per process or page.
  zxcvbn ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  });
  return zxcvbn.check(password, [...userInputs]);
}

/** Words of the person's own (name, e-mail) that should not make a password. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = values
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .flatMap((value) => [value, ...value.split(/[@._+\-\s]+/)])
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
  return [...new Set(words)];
}

export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const { score, feedback } = estimate(password, userInputs);
  const acceptable = score >= MIN_PASSWORD_SCORE;
  const warning = acceptable
    ? null
    : ((feedback.warning && WARNINGS[feedback.warning]) ?? TOO_SHORT_TO_JUDGE);
  return { score, acceptable, warning };
}
