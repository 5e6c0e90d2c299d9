import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { NOTIFICATION_TITLES } from './notification.js';

export const VIEW_MODES = ['simple', 'advanced'] as const;

/** The kinds of notification a customer may also receive by e-mail. */
export const EMAIL_NOTIFICATION_KINDS = [
  'verification',
  'deposits',
  'withdrawals',
  'accounts',
] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

/**
 * `GET /user/preferences` and `PATCH /user/preferences`: remembered per person. 1-Click buy is
 * off until the customer turns it on; the first time they confirm what it does
 * (docs/product/trading.md#1-click-buy).
 */
export const preferencesSchema = lazySchema(() =>
  z.object({
    viewMode: z.enum(VIEW_MODES),
    oneClickBuy: z.boolean(),
    /** They have confirmed what 1-Click buy does once: turning it on again asks nothing. */
    oneClickConfirmed: z.boolean(),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesUpdateSchema = lazySchema(() =>
  z
    .object({
      viewMode: z.enum(VIEW_MODES),
      oneClickBuy: z.boolean(),
      /** With `oneClickBuy: true` the first time: the customer read and accepted the confirmation. */
      confirmOneClick: z.literal(true),
    })
    .partial()
    .strict(),
);
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/**
 * `GET /user/notification-emails`: which notifications also go by e-mail. Money movements
 * (deposits and withdrawals) are on until the customer turns them off; the others are off
 * until they opt in. The bell and the realtime push always happen.
 */
export const emailNotificationsSchema = lazySchema(() =>
  z.object({
    verification: z.boolean(),
    deposits: z.boolean(),
    withdrawals: z.boolean(),
    accounts: z.boolean(),
  }),
);
export type EmailNotifications = z.infer<typeof emailNotificationsSchema>;
/** `PATCH /user/notification-emails`: any of the kinds, nothing else. */
export const emailNotificationsUpdateSchema = lazySchema(() =>
  emailNotificationsSchema
    .partial()
    .strict()
    .refine((update) => Object.keys(update).length > 0, 'Choose at least one kind of notification'),
);
export type EmailNotificationsUpdate = z.infer<typeof emailNotificationsUpdateSchema>;

const TITLE_KIND: Readonly<Record<string, EmailNotificationKind>> = {
  [NOTIFICATION_TITLES.kycSuccess]: 'verification',
  [NOTIFICATION_TITLES.kycFailure]: 'verification',
  [NOTIFICATION_TITLES.depositSuccess]: 'deposits',
  [NOTIFICATION_TITLES.depositFailure]: 'deposits',
  [NOTIFICATION_TITLES.withdrawSuccess]: 'withdrawals',
  [NOTIFICATION_TITLES.withdrawFailure]: 'withdrawals',
  [NOTIFICATION_TITLES.depositAccountSuccess]: 'accounts',
  [NOTIFICATION_TITLES.depositAccountFailure]: 'accounts',
  [NOTIFICATION_TITLES.withdrawAccountSuccess]: 'accounts',
  [NOTIFICATION_TITLES.withdrawAccountFailure]: 'accounts',
};

/** Which e-mail preference a notification falls under, by its title; null for none. */
export function emailKindOfNotification(title: string): EmailNotificationKind | null {
  return Object.hasOwn(TITLE_KIND, title) ? (TITLE_KIND[title] ?? null) : null;
}
