import { totpAt } from '@wattle/shared/totp';

/** An authenticator code's time step. */
const STEP_MS = 30_000;

/** What an authenticator app shows for `secret` at `at` (milliseconds; now by default). */
export function totp(secret: string, at: number = Date.now()): string {
  return totpAt(secret, at / 1000);
}

/**
 * The code of the step before this one, so this step's code stays unused for a sign-in that
 * follows. The server takes a code one step old but not two, so when less than `marginMs` of
 * this step is left (not enough to type the code and send it), it waits for the next step first.
 */
export async function previousStepCode(secret: string, marginMs = 10_000): Promise<string> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return totp(secret, Date.now() - STEP_MS);
}
