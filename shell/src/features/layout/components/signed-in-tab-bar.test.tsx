import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken, type PermissionType } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { SignedInTabBar } from './signed-in-tab-bar';

interface HappyDomWindow {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
}
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });

// The bar is a phone's: from the tablet's width the header carries the places.
beforeEach(() => setViewport(375, 812));
afterEach(() => setViewport(1024, 768));

function signIn(permissions: PermissionType[]) {
  fakeApi({
    'GET /user': userFixture({ documentsVerified: true, phoneNumberVerified: true }),
    'GET /user/permissions': permissions.map((type) => ({ type })),
    'GET /notification': [],
  });
  setToken(testToken());
}

describe('SignedInTabBar', () => {
  it('is not drawn for a visitor', () => {
    renderShell(<SignedInTabBar />);
    expect(screen.queryByRole('navigation', { name: 'Places', hidden: true })).toBeNull();
  });

  it('is hidden from the tablet’s width up', async () => {
    setViewport(1024, 768);
    signIn(['LOGIN', 'BUY']);
    renderShell(<SignedInTabBar />);
    const bar = await waitFor(() => {
      const found = document.querySelector('nav[aria-label="Places"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(bar).not.toBeVisible();
  });

  it('lists the five places, marks the current one, and is reached by the keyboard', async () => {
    signIn(['LOGIN', 'BUY']);
    renderShell(<SignedInTabBar />, { route: '/transfer' });
    const bar = await screen.findByRole('navigation', { name: 'Places' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Portfolio', '/balance'],
      ['Trade', '/buckets'],
      ['Transfer', '/transfer'],
      ['Activity', '/transaction'],
    ]);
    expect(within(bar).getByRole('link', { current: 'page' })).toHaveTextContent('Transfer');

    const user = userEvent.setup();
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/transaction');
  });

  it('shows Trade locked, and out of the tab order, without BUY', async () => {
    signIn(['LOGIN']);
    renderShell(<SignedInTabBar />, { route: '/dashboard' });
    const bar = await screen.findByRole('navigation', { name: 'Places' });
    const trade = within(bar).getByRole('link', { name: 'Trade' });
    expect(trade).toHaveAttribute('aria-disabled', 'true');
    expect(trade).not.toHaveAttribute('href');
    expect(within(bar).getByRole('link', { current: 'page' })).toHaveTextContent('Home');
  });
});
