import type { Notification } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { withNotification } from './use-realtime-notifications';

const notification = (id: string, read = false): Notification => ({
  notificationId: id,
  title: 'Deposit received',
  message: '$100.00 has arrived in your Wattle account.',
  type: 'success',
  read,
  createdAt: '2026-11-21T09:30:00.000Z',
});

describe('a pushed notification joins the list', () => {
  it('goes first', () => {
    expect(
      withNotification([notification('a')], notification('b')).map((n) => n.notificationId),
    ).toEqual(['b', 'a']);
  });

  it('appears once even when the list already has it', () => {
    const list = withNotification([notification('a', true), notification('b')], notification('a'));
    expect(list.map((n) => [n.notificationId, n.read])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('starts a list that was never loaded', () => {
    expect(withNotification(undefined, notification('a'))).toHaveLength(1);
  });
});
