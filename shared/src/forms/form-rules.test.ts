import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  capitaliseFirst,
  fieldErrorsOf,
  isDirty,
  isFilled,
  isSubmitDisabled,
  isSubscribeSendDisabled,
  priorityError,
  requiredFilled,
  shouldShowErrors,
} from './form-rules.js';

describe('form rules', () => {
  it('keeps submit disabled until required values are filled, while unchanged, or when told', () => {
    const ready = { requiredFilled: true, dirty: true, disabledExternally: false };
    expect(isSubmitDisabled(ready)).toBe(false);
    expect(isSubmitDisabled({ ...ready, requiredFilled: false })).toBe(true);
    expect(isSubmitDisabled({ ...ready, dirty: false })).toBe(true);
    expect(isSubmitDisabled({ ...ready, disabledExternally: true })).toBe(true);
  });

  it('counts blank text as missing and a ticked box as filled', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(' a ')).toBe(true);
    expect(isFilled(false)).toBe(false);
    expect(isFilled(true)).toBe(true);
    expect(requiredFilled({ email: 'a@b.co', name: '' }, ['email'])).toBe(true);
    expect(requiredFilled({ email: 'a@b.co', name: '' }, ['email', 'name'])).toBe(false);
  });

  it('knows a form is changed once any value differs from where it started', () => {
    expect(isDirty({ a: 'x', b: false }, { a: 'x', b: false })).toBe(false);
    expect(isDirty({ a: 'x', b: true }, { a: 'x', b: false })).toBe(true);
  });

  it('shows errors only after a first click, on a changed form, and not while submitting', () => {
    expect(shouldShowErrors({ attempted: true, dirty: true, submitting: false })).toBe(true);
    expect(shouldShowErrors({ attempted: false, dirty: true, submitting: false })).toBe(false);
    expect(shouldShowErrors({ attempted: true, dirty: false, submitting: false })).toBe(false);
    expect(shouldShowErrors({ attempted: true, dirty: true, submitting: true })).toBe(false);
  });

  it('capitalises the first letter of a field error', () => {
    expect(capitaliseFirst('email is a required field')).toBe('Email is a required field');
    expect(capitaliseFirst('')).toBe('');
  });

  it('keeps the first message of each field', () => {
    const schema = z.object({
      email: z.email('bad email').min(100, 'too short'),
      name: z.string(),
    });
    const result = schema.safeParse({ email: 'nope', name: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsOf<{ email: string; name: string }>(result.error);
    expect(errors.email).toBe('bad email');
    expect(errors.name).toMatch(/expected string/i);
  });

  it('puts one priority error under the fields: the first field in order, then the server', () => {
    const order = ['name', 'email'] as const;
    expect(priorityError({ email: 'email is invalid', name: 'name is needed' }, order, 'x')).toBe(
      'Name is needed',
    );
    expect(priorityError({ email: 'email is invalid' }, order, 'Server said no')).toBe(
      'Email is invalid',
    );
    expect(priorityError({}, order, 'server said no')).toBe('Server said no');
    expect(priorityError({}, order, null)).toBeNull();
  });

  it('waits for typed content that was touched or changed before Send', () => {
    expect(isSubscribeSendDisabled({ value: '', touched: true, changed: true })).toBe(true);
    expect(isSubscribeSendDisabled({ value: 'a', touched: false, changed: false })).toBe(true);
    expect(isSubscribeSendDisabled({ value: 'a', touched: true, changed: false })).toBe(false);
    expect(isSubscribeSendDisabled({ value: 'a', touched: false, changed: true })).toBe(false);
  });
});
