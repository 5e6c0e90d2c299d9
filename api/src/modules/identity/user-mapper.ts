import type { User } from '@wattle/shared/contracts';
import type { UserRow } from './user-repository.js';

/** The wire form of a User. */
export function toUser(row: UserRow): User {
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    role: row.role,
    emailVerified: row.email_verified,
    phoneNumberVerified: row.phone_verified,
    documentsVerified: row.documents_verified,
    phoneNumber: row.phone_number,
    pepStatus: row.pep_status,
    twoFactorEnabled: row.two_factor_enabled,
    referralCode: row.referral_code,
    createdAt: row.created_at.toISOString(),
  };
}
