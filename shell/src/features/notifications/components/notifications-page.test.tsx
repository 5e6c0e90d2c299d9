import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken, type Notification } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { requestsOf } from '@/testing/requests';
import { NotificationsPage } from './notifications-page';

const notification = (id: string, title: string, read = false): Notification => ({
  notificationId: id,
  title,
  message: `${title}: details`,
  type: 'success',
  read,
  createdAt: '2026-11-21T09:30:00.000Z',
});

const signedIn = { 'GET /user': userFixture(), 'GET /user/permissions': [] };

describe('NotificationsPage', () => {
  it('marks one notification read, then all of them', async () => {
    const list = [
      notification('n1', 'Deposit received'),
      notification('n2', 'Identity verified'),
      notification('n3', 'Withdrawal sent', true),
    ];
    const api = fakeApi({
      ...signedIn,
      'GET /notification': list,
      'POST /notification/read/n1': { ...list[0], read: true },
      'POST /notification/read-all': { updated: 1 },
    });
    setToken(testToken());
    renderShell(<NotificationsPage />);
    const user = userEvent.setup();

    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    const items = screen.getAllByTestId('notification');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(
      within(items[0] ?? document.body).getByText('21/11/2026', { exact: false }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Deposit received' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read: Deposit received' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() =>
      expect(
        requestsOf(api)
          .map((request) => `${request.method} ${request.path}`)
          .filter((call) => call.includes('/notification')),
      ).toEqual(['GET /notification', 'POST /notification/read/n1', 'POST /notification/read-all']),
    );
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({ ...signedIn, 'GET /notification': [] });
    setToken(testToken());
    renderShell(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
