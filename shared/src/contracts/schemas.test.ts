import { describe, expect, it } from 'vitest';
import { amountSchema } from './amount.js';
import { signupRequestSchema } from './auth.js';
import { runtimeConfigSchema } from './runtime-config.js';
import { isVerified, roleAtLeast } from './user.js';

/** A sign-up that only its e-mail can make invalid. */
const signUp = (email: string) => ({
  email,
  password: 'long enough!',
  firstName: 'A',
  lastName: 'B',
});

describe('wire schemas', () => {
  it('accepts integer-string amounts and refuses floats', () => {
    expect(amountSchema.safeParse({ value: '100', precision: 2, name: 'AUD' }).success).toBe(true);
    expect(amountSchema.safeParse({ value: '1.5', precision: 2, name: 'AUD' }).success).toBe(false);
    expect(amountSchema.safeParse({ value: 100, precision: 2, name: 'AUD' }).success).toBe(false);
  });

  it('trims the sign-up email and names the product’s messages', () => {
    const ok = signupRequestSchema.parse(signUp(' a@b.com '));
    expect(ok.email).toBe('a@b.com');
    const bad = signupRequestSchema.safeParse(signUp('nope'));
    expect(bad.error?.issues[0]?.message).toBe('Email is invalid, please try again');
    const empty = signupRequestSchema.safeParse(signUp('  '));
    expect(empty.error?.issues[0]?.message).toBe('Email field is required');
  });

  it('orders roles user < support_lv1 < support_lv2 < admin', () => {
    expect(roleAtLeast('support_lv2', 'support_lv1')).toBe(true);
    expect(roleAtLeast('support_lv1', 'support_lv2')).toBe(false);
    expect(roleAtLeast('admin', 'support_lv2')).toBe(true);
    expect(roleAtLeast('user', 'support_lv1')).toBe(false);
  });

  it('calls a user verified only when documents, phone and email all are', () => {
    expect(
      isVerified({ documentsVerified: true, phoneNumberVerified: true, emailVerified: true }),
    ).toBe(true);
    expect(
      isVerified({ documentsVerified: true, phoneNumberVerified: false, emailVerified: true }),
    ).toBe(false);
  });

  it('refuses a runtime config without remotes', () => {
    expect(
      runtimeConfigSchema.safeParse({ environment: 'production', apiUrl: 'https://api.example' })
        .success,
    ).toBe(false);
  });
});
