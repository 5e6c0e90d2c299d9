import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TITLES, notificationSubject } from './notification.js';

describe('notificationSubject', () => {
  it('gives both outcomes of one thing the same subject, and different things different ones', () => {
    expect(notificationSubject(NOTIFICATION_TITLES.kycSuccess)).toBe(
      notificationSubject(NOTIFICATION_TITLES.kycFailure),
    );
    expect(notificationSubject(NOTIFICATION_TITLES.withdrawAccountSuccess)).toBe(
      notificationSubject(NOTIFICATION_TITLES.withdrawAccountFailure),
    );
    expect(notificationSubject(NOTIFICATION_TITLES.kycSuccess)).not.toBe(
      notificationSubject(NOTIFICATION_TITLES.depositSuccess),
    );
    expect(notificationSubject(NOTIFICATION_TITLES.withdrawSuccess)).not.toBe(
      notificationSubject(NOTIFICATION_TITLES.withdrawAccountSuccess),
    );
  });

  it('keeps a title it does not know as its own subject', () => {
    expect(notificationSubject('Price alert')).toBe('Price alert');
  });
});
