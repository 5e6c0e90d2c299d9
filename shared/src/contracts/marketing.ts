import { z } from 'zod';
import { EMAIL_INVALID } from './auth.js';
import { PHONE_INVALID } from './identity.js';
import { lazySchema } from './lazy-schema.js';
import { AU_MOBILE_PATTERN, normaliseAuMobile } from './patterns.js';
import { text } from './text.js';

export const PRE_REGISTER_EMPTY = 'Please enter a valid email address';
export const PRE_REGISTER_SUCCESS = "Thank you for your interest! We'll be in touch soon.";

const dropEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `POST /marketing`: a pre-registration lead. Empty strings are dropped; the e-mail must be
 * valid; a phone number, if given, must be an Australian mobile and is normalised
 * (docs/product/identity.md#lead-and-contact-forms).
 */
export const leadSchema = lazySchema(() =>
  z.object({
    email: text().trim().pipe(z.email(EMAIL_INVALID)),
    name: z.preprocess(dropEmpty, text().trim().max(120).optional()),
    phoneNumber: z.preprocess(
      dropEmpty,
      text()
        .trim()
        .refine((value) => AU_MOBILE_PATTERN.test(value.replace(/[\s()]/g, '')), PHONE_INVALID)
        .transform((value) => normaliseAuMobile(value) ?? value)
        .optional(),
    ),
  }),
);
export type Lead = z.infer<typeof leadSchema>;
export const leadRegisteredSchema = lazySchema(() =>
  z.object({
    registered: z.literal(true),
    preRegisteredAt: z.iso.datetime(),
  }),
);

/** `POST /contact-us`: a message to the support team. */
export const contactMessageSchema = lazySchema(() =>
  z.object({
    name: text().trim().min(1, 'Name is a required field').max(120),
    email: text().trim().pipe(z.email(EMAIL_INVALID)),
    subject: text().trim().min(1, 'Subject is a required field').max(160),
    message: text().trim().min(10, 'Tell us a little more (at least 10 characters)').max(5000),
  }),
);
export const contactReceivedSchema = lazySchema(() =>
  z.object({ received: z.literal(true), reference: text() }),
);
