import type { KycStatus } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { verificationPosition } from './verification-step';

const fresh = {
  emailVerified: false,
  phoneNumberVerified: false,
  documentsVerified: false,
  pepStatus: 'not_checked' as const,
};
const kyc = (status: KycStatus['status'], extra: Partial<KycStatus> = {}): KycStatus => ({
  status,
  identityType: 'none',
  documentsVerified: status === 'verified',
  pepStatus: 'not_checked',
  rejectionReason: null,
  ...extra,
});

describe('verificationPosition (where /new-profile resumes)', () => {
  it('starts at the e-mail for a new customer', () => {
    expect(verificationPosition(fresh, kyc('not_started'))).toEqual({ step: 'email' });
  });

  it('resumes at the mobile once the e-mail is verified', () => {
    expect(verificationPosition({ ...fresh, emailVerified: true }, undefined)).toEqual({
      step: 'mobile',
    });
  });

  const contactDone = { ...fresh, emailVerified: true, phoneNumberVerified: true };

  it('asks for the address, then the document once the address is in', () => {
    expect(verificationPosition(contactDone, kyc('not_started'))).toEqual({
      step: 'identity',
      stage: 'address',
    });
    expect(verificationPosition(contactDone, kyc('address_submitted'))).toEqual({
      step: 'identity',
      stage: 'document',
    });
  });

  it('shows a declined check with the reason the provider gave', () => {
    expect(
      verificationPosition(
        contactDone,
        kyc('rejected', { rejectionReason: 'Passport not verified' }),
      ),
    ).toEqual({ step: 'outcome', outcome: 'declined', reason: 'Passport not verified' });
  });

  it('waits for staff when the details match another account', () => {
    expect(verificationPosition(contactDone, kyc('in_review'))).toEqual({
      step: 'outcome',
      outcome: 'staff_check',
      reason: null,
    });
  });

  it('is verified once documents are, and under review for a politically exposed person', () => {
    const verified = { ...contactDone, documentsVerified: true, pepStatus: 'not_found' as const };
    expect(verificationPosition(verified, kyc('verified'))).toMatchObject({ outcome: 'verified' });
    expect(
      verificationPosition(
        { ...verified, pepStatus: 'found' },
        kyc('verified', { pepStatus: 'found' }),
      ),
    ).toMatchObject({ step: 'outcome', outcome: 'review' });
  });

  it('does not skip an unverified e-mail because a later step is done', () => {
    expect(
      verificationPosition({ ...fresh, phoneNumberVerified: true }, kyc('address_submitted')),
    ).toEqual({ step: 'email' });
  });
});
