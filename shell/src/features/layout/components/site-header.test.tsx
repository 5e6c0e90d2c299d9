import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  capturePrerenderedPage,
  discardPrerenderedPage,
  setToken,
  STAND_IN_ATTRIBUTE,
  type Notification,
  type PermissionType,
  type Role,
} from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { SignedInTabBar } from './signed-in-tab-bar';
import { SiteHeader } from './site-header';

const unread = (id: string): Notification => ({
  notificationId: id,
  title: 'Deposit received',
  message: '$100.00 has arrived.',
  type: 'success',
  read: false,
  createdAt: '2026-11-21T09:30:00.000Z',
});

function signIn({
  verified,
  permissions,
  role = 'user',
}: {
  verified: boolean;
  permissions: PermissionType[];
  role?: Role;
}) {
  fakeApi({
    'GET /user': userFixture({
      documentsVerified: verified,
      phoneNumberVerified: verified,
      emailVerified: true,
      role,
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
    ).toEqual(['Prices', 'Buy crypto', 'Fees', 'Learn', 'Blog', 'Support']);
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

  it('gives a verified customer with BUY the five places, the bell, Deposit funds and the menu', async () => {
    signIn({ verified: true, permissions: ['LOGIN', 'BUY'] });
    renderShell(<SiteHeader maintenance={false} />, { route: '/balance/btc' });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await within(main).findByRole('link', { name: 'Trade' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/dashboard'],
      ['Portfolio', '/balance'],
      ['Trade', '/buckets'],
      ['Transfer', '/transfer'],
      ['Activity', '/transaction'],
    ]);
    // A coin's holding is part of the portfolio: that place is the current one.
    expect(within(main).getByRole('link', { current: 'page' })).toHaveTextContent('Portfolio');
    expect(screen.getByRole('link', { name: 'Deposit funds' })).toHaveAttribute(
      'href',
      '/transfer?tab=deposit-fiat',
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Support', 'Log out']);
  });

  it('marks Home at / and at the dashboard', async () => {
    signIn({ verified: true, permissions: ['LOGIN', 'BUY'] });
    renderShell(<SiteHeader maintenance={false} />, { route: '/' });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { current: 'page' })).toHaveTextContent('Home');
  });

  it('locks Trade without BUY and offers Verification while unverified', async () => {
    signIn({ verified: false, permissions: ['LOGIN'] });
    renderShell(<SiteHeader maintenance={false} />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const trade = within(main).getByRole('link', { name: 'Trade' });
    expect(trade).toHaveAttribute('aria-disabled', 'true');
    expect(trade).not.toHaveAttribute('href');

    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Verification' })).toHaveAttribute(
      'href',
      '/new-profile',
    );
  });

  it('shows staff the support console and their own Log out only', async () => {
    signIn({ verified: true, permissions: ['LOGIN', 'BUY', 'SELL'], role: 'support_lv2' });
    renderShell(<SiteHeader maintenance={false} />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      (await within(main).findAllByRole('link')).map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([['Support console', '/support']]);
    for (const name of ['Deposit funds', 'Home', 'Portfolio', 'Trade', /Notifications/]) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Log out']);
  });

  it('gives staff no tab bar of customer places on a phone', async () => {
    signIn({ verified: true, permissions: ['LOGIN', 'BUY'], role: 'support_lv1' });
    renderShell(
      <>
        <SiteHeader maintenance={false} />
        <SignedInTabBar />
      </>,
    );
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Support console']);
    expect(screen.queryByRole('navigation', { name: 'Places', hidden: true })).toBeNull();
  });
});
