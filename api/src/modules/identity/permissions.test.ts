import { describe, expect, it } from 'vitest';
import { derivePermissions, type PermissionSubject } from './permissions.js';

const verified: PermissionSubject = {
  role: 'user',
  status: 'active',
  email_verified: true,
  phone_verified: true,
  documents_verified: true,
  pep_status: 'not_found',
};

describe('derivePermissions', () => {
  it.each(['support_lv1', 'support_lv2', 'admin'] as const)(
    'gives %s, however verified, only LOGIN: staff are not customers',
    (role) => {
      expect(derivePermissions({ ...verified, role })).toEqual(['LOGIN']);
      expect(derivePermissions({ ...verified, role }, new Set(['LOGIN']))).toEqual([]);
    },
  );

  it('gives a verified customer every permission', () => {
    expect(derivePermissions(verified)).toEqual([
      'LOGIN',
      'DEPOSIT_FIAT',
      'BUY',
      'SELL',
      'WITHDRAW_FIAT',
      'WITHDRAW_CRYPTO',
    ]);
  });

  it.each(['email_verified', 'phone_verified', 'documents_verified'] as const)(
    'gives only LOGIN while %s is false',
    (flag) => {
      expect(derivePermissions({ ...verified, [flag]: false })).toEqual(['LOGIN']);
    },
  );

  it('holds money back from a politically exposed person unless support overrode it', () => {
    expect(derivePermissions({ ...verified, pep_status: 'found' })).toEqual(['LOGIN']);
    expect(derivePermissions({ ...verified, pep_status: 'overridden' })).toContain('BUY');
  });

  it('removes suspended permissions', () => {
    const granted = derivePermissions(verified, new Set(['BUY', 'WITHDRAW_CRYPTO']));
    expect(granted).not.toContain('BUY');
    expect(granted).not.toContain('WITHDRAW_CRYPTO');
    expect(granted).toContain('SELL');
  });

  it('gives a closed account nothing', () => {
    expect(derivePermissions({ ...verified, status: 'closed' })).toEqual([]);
  });
});
