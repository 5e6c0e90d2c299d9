import type { Role } from '@wattle/shared/contracts';
import type { Db } from '../db/database.js';
import { createAccountUnlessEmailTaken } from '../modules/identity/accounts/index.js';
import { recordDemoDocumentCheck } from '../modules/identity/kyc/index.js';
import { hashPassword, newReferralCode } from '../modules/identity/sign-in/index.js';

export const DEMO_PASSWORD = 'wattle-demo-pass';
/**
 * Sandbox only: the authenticator secret of the demo support_lv2 and admin staff, who need
 * two-factor on to change anything. Add it to an authenticator app (or e2e/support/totp.ts).
 */
export const DEMO_STAFF_TOTP_SECRET = 'WATTLESTAFFDEMOTOTPSECRETA234567';
const needsTwoFactor = (role: Role) => role === 'support_lv2' || role === 'admin';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  verified: boolean;
  description: string;
}

/** Sandbox only: a person for every role, printed at start-up. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'customer@wattle.dev',
    firstName: 'Charlotte',
    lastName: 'Nguyen',
    role: 'user',
    verified: true,
    description: 'verified customer with AUD and crypto',
  },
  {
    email: 'newcomer@wattle.dev',
    firstName: 'Oliver',
    lastName: 'Smith',
    role: 'user',
    verified: false,
    description: 'customer who has not verified yet',
  },
  {
    email: 'support1@wattle.dev',
    firstName: 'Mia',
    lastName: 'Brown',
    role: 'support_lv1',
    verified: true,
    description: 'support level 1: reads customers',
  },
  {
    email: 'support2@wattle.dev',
    firstName: 'Jack',
    lastName: 'Wilson',
    role: 'support_lv2',
    verified: true,
    description: 'support level 2: also PEP, permissions, 2FA resets',
  },
  {
    email: 'admin@wattle.dev',
    firstName: 'Amelia',
    lastName: 'Taylor',
    role: 'admin',
    verified: true,
    description: 'admin: also trade settings, assets, buckets',
  },
];

/** Creates the demo people that are missing; returns those created, with their ids. */
export async function seedDemoUsers(db: Db): Promise<(DemoUser & { userId: string })[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: (DemoUser & { userId: string })[] = [];
  for (const user of DEMO_USERS) {
    const inserted = await createAccountUnlessEmailTaken(db, {
      email: user.email,
      password_hash: passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      email_verified: user.verified,
      phone_verified: user.verified,
      phone_number: user.verified ? '+61412345678' : null,
      documents_verified: user.verified,
      pep_status: user.verified ? 'not_found' : 'not_checked',
      referral_code: newReferralCode(),
      ...(needsTwoFactor(user.role)
        ? { two_factor_enabled: true, two_factor_secret: DEMO_STAFF_TOTP_SECRET }
        : {}),
    });
    if (!inserted) continue;
    // A verified demo customer has the document check that verified them, as a real one would:
    // the console's KYC attempts agree with their KYC status.
    if (user.verified && user.role === 'user') {
      await recordDemoDocumentCheck(db, inserted.user_id);
    }
    created.push({ ...user, userId: inserted.user_id });
  }
  return created;
}
