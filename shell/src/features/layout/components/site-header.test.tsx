import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  capturePrerenderedPage,
  discardPrerenderedPage,
  setToken,
  STAND_IN_ATTRIBUTE,
  type Notification,
  type PermissionType,
} from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { SiteHeader } from './site-header';

const unread = (id: string): Notification => ({
  notificationId: id,
  title: 'Deposit received',
  message: '$100.00 has arrived.',
  type: 'success',
  read: false,
  createdAt: '2026-11-21T09:30:00.000Z',
});

function signIn({ verified, permissions }: { verified: boolean; permissions: PermissionType[] }) {
  fakeApi({
    'GET /user': userFixture({
      documentsVerified: verified,
      phoneNumberVerified: verified,
      emailVerified: true,
    }),
    'GET /user/permissions': permissions.map((type) => ({ type })),
    'GET /notification': [unread('n1'), unread('n2'), { ...unread('n3'), read: true }],
  });
  setToken(testToken());
}

describe('SiteHeader', () => {
  it('shows visitors the public links and the log-in and sign-up buttons', () => {
    renderShell(<SiteHeader maintenance={false} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blog', 'Learn', 'Support']);
    expect(within(main).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute('href', '/signup');
  });

  it("opens the menu drawer when the visitor had opened the prerendered page's menu", async () => {
    const server = document.createElement('div');
    server.innerHTML = `<header><details ${STAND_IN_ATTRIBUTE}="menu" open><summary>Menu</summary></details></header>`;
    capturePrerenderedPage(server);
    try {
      renderShell(<SiteHeader maintenance={false} />);
      expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    } finally {
      discardPrerenderedPage();
    }
  });

  it('keeps the menu drawer closed otherwise', () => {
    renderShell(<SiteHeader maintenance={false} />);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('disables the public links and buttons, and dims the header, in maintenance', () => {
    renderShell(<SiteHeader maintenance />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(main).getAllByRole('link')) {
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
    }
    for (const name of ['Log in', 'Sign up']) {
      expect(screen.getAllByRole('button', { name })[0]).toBeDisabled();
    }
    expect(screen.queryByRole('link', { name: 'Wattle home' })).toBeNull();
  });

  it('gives a verified customer with BUY the signed-in header, Buckets and no Verification item', async () => {
    signIn({ verified: true, permissions: ['LOGIN', 'BUY'] });
    renderShell(<SiteHeader maintenance={false} />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Buckets' })).toHaveAttribute(
      'href',
      '/buckets',
    );
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getAllByRole('link', { name: 'Deposit funds' })[0]).toHaveAttribute(
      'href',
      '/profile?tab=DEPOSIT_FIAT',
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Balance', 'Transactions', 'Support', 'Log out']);
  });

  it('locks Buckets without BUY and offers Verification while unverified', async () => {
    signIn({ verified: false, permissions: ['LOGIN'] });
    renderShell(<SiteHeader maintenance={false} />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const buckets = within(main).getByRole('link', { name: 'Buckets' });
    expect(buckets).toHaveAttribute('aria-disabled', 'true');
    expect(buckets).not.toHaveAttribute('href');

    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Verification' })).toHaveAttribute(
      'href',
      '/new-profile',
    );
  });
});
