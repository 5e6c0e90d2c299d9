import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../contracts/support.js';
import { AUDIT_CSV_HEADER, auditCsvCells, auditSentence, personName } from './audit-words.js';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  auditId: 'a1',
  actorId: 'staff-1',
  actorEmail: 'support2@wattle.dev',
  actorName: 'Jack Wilson',
  subjectUserId: 'customer-1',
  subjectName: 'Charlotte Nguyen',
  subjectEmail: 'charlotte@example.com',
  action: 'customer.read',
  details: {},
  ip: null,
  userAgent: null,
  createdAt: '2026-03-07T04:47:00.000Z',
  ...overrides,
});

describe('auditSentence', () => {
  it('says what was done in words', () => {
    expect(
      auditSentence(
        entry({
          action: 'permission.suspended',
          details: { permission: 'WITHDRAW_CRYPTO', reason: 'r', suspensionId: 's' },
        }),
      ),
    ).toEqual({ what: 'Suspended Withdraw crypto', more: [] });
    expect(
      auditSentence(entry({ action: 'permission.restored', details: { permission: 'BUY' } })),
    ).toEqual({ what: 'Restored Buy', more: [] });
    expect(
      auditSentence(
        entry({
          action: 'password.changed',
          actorId: 'customer-1',
          details: { otherSessionsEnded: 2, tradingKeysRevoked: 0 },
        }),
      ),
    ).toEqual({ what: 'Changed their password', more: ['signed out of 2 other sessions'] });
    expect(
      auditSentence(
        entry({ action: 'pep_status.changed', details: { from: 'not_checked', to: 'found' } }),
      ).what,
    ).toBe('Changed PEP status from Not checked to Found (politically exposed)');
  });

  it('shows only the settings that changed, and never "before: null"', () => {
    const { what, more } = auditSentence(
      entry({
        action: 'withdrawal_rules.update',
        subjectUserId: null,
        details: {
          before: { dailyLimit: '50000', coolDownHours: 24, securityHoldHours: null },
          after: { dailyLimit: '60000', coolDownHours: 24, securityHoldHours: 12 },
        },
      }),
    );
    expect(what).toBe('Changed withdrawal rules');
    expect(more).toEqual(['daily limit 50000 → 60000', 'security hold hours set to 12']);
    expect(more.join(' ')).not.toContain('null');
  });

  it('names people by name and e-mail', () => {
    expect(personName('Jack Wilson', 'support2@wattle.dev')).toBe(
      'Jack Wilson (support2@wattle.dev)',
    );
    expect(personName(null, 'a@b.co')).toBe('a@b.co');
  });

  it('says what support decided of a two-factor reset request, and what the checks found', () => {
    expect(
      auditSentence(
        entry({
          action: 'two_factor_reset.approved',
          details: { reason: 'Matches', dateOfBirthMatches: true, documentMatched: 'licence' },
        }),
      ),
    ).toEqual({
      what: 'Approved a two-factor reset request',
      more: ['date of birth matched', 'document number matched their driver’s licence'],
    });
  });
});

describe('auditCsvCells', () => {
  it('writes a row in the screen’s words: names, the action as a sentence, Sydney time', () => {
    const cells = auditCsvCells(
      entry({
        action: 'permission.suspended',
        details: { permission: 'WITHDRAW_CRYPTO', reason: 'Scam report', suspensionId: 's1' },
        ip: '203.0.113.9',
      }),
    );
    expect(Object.fromEntries(AUDIT_CSV_HEADER.map((column, i) => [column, cells[i]]))).toEqual({
      'When (Sydney time)': '07/03/2026 3:47pm',
      Who: 'Jack Wilson (support2@wattle.dev)',
      What: 'Suspended Withdraw crypto',
      Customer: 'Charlotte Nguyen (charlotte@example.com)',
      Why: 'Scam report',
      Details: '',
      'IP address': '203.0.113.9',
    });
    expect(cells.join(' ')).not.toMatch(/WITHDRAW_CRYPTO|permission\.suspended|s1|null|T04:47/);
  });

  it('leaves the customer empty for an entry about no customer, and joins the details', () => {
    const cells = auditCsvCells(
      entry({
        action: 'withdrawal_rules.update',
        subjectUserId: null,
        subjectName: null,
        subjectEmail: null,
        details: { before: { dailyLimit: '1' }, after: { dailyLimit: '2' } },
      }),
    );
    expect(cells.slice(2, 6)).toEqual(['Changed withdrawal rules', '', '', 'daily limit 1 → 2']);
  });
});
