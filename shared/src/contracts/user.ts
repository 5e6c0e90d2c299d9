import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export const ROLES = ['user', 'support_lv1', 'support_lv2', 'admin'] as const;
export const roleSchema = lazySchema(() => z.enum(ROLES));
export type Role = z.infer<typeof roleSchema>;

export const PERMISSION_TYPES = [
  'LOGIN',
  'BUY',
  'SELL',
  'DEPOSIT_FIAT',
  'WITHDRAW_FIAT',
  'WITHDRAW_CRYPTO',
] as const;
export const permissionTypeSchema = lazySchema(() => z.enum(PERMISSION_TYPES));
export type PermissionType = z.infer<typeof permissionTypeSchema>;
export const permissionSchema = lazySchema(() => z.object({ type: permissionTypeSchema }));
export const permissionListSchema = lazySchema(() => z.array(permissionSchema));

export const PEP_STATUSES = ['not_checked', 'found', 'not_found', 'overridden'] as const;
export const pepStatusSchema = lazySchema(() => z.enum(PEP_STATUSES));
export type PepStatus = z.infer<typeof pepStatusSchema>;

/** `GET /user`: the signed-in customer (or staff member). */
export const userSchema = lazySchema(() =>
  z.object({
    userId: text(),
    email: z.email(),
    firstName: text(),
    lastName: text(),
    preferredName: text().nullable(),
    role: roleSchema,
    emailVerified: z.boolean(),
    phoneNumberVerified: z.boolean(),
    documentsVerified: z.boolean(),
    phoneNumber: text().nullable(),
    pepStatus: pepStatusSchema,
    twoFactorEnabled: z.boolean(),
    referralCode: text(),
    createdAt: z.iso.datetime(),
  }),
);
export type User = z.infer<typeof userSchema>;

export function roleAtLeast(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(minimum);
}

/** Verified only when documents, phone and email are all verified. */
export function isVerified(
  user: Pick<User, 'documentsVerified' | 'phoneNumberVerified' | 'emailVerified'>,
): boolean {
  return user.documentsVerified && user.phoneNumberVerified && user.emailVerified;
}
