import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { fakeAccountApi } from '@/testing/fake-account-api';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate('/profile?tab=deposit-fiat')}>
        Follow an old deposit link
      </button>
    </>
  );
}

const REPORT = { refereeReports: [], refereeCount: 0 };

function renderProfile(route: string) {
  fakeAccountApi({
    routes: {
      'GET /transaction/referral-report': REPORT,
      'GET /admin/trade-settings': { tradeFeePercentage: '0.6', referralBonus: '20' },
    },
  });
  return renderApp(
    <>
      <App />
      <HistoryProbe />
    </>,
    { route },
  );
}

const selectedTab = async () => {
  const tabs = await screen.findAllByRole('tab', {}, { timeout: 15_000 });
  return tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
};

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('/profile tabs', { timeout: 20_000 }, () => {
  it('shows the five tabs in order', async () => {
    renderProfile('/profile');
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 15_000 });
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Personal information',
      'Refer a friend',
      'Referral history',
      'Preferences',
      'API keys',
    ]);
  });

  it.each([
    ['/profile?tab=DEPOSIT_FIAT', '/transfer?tab=deposit-fiat', 'Deposit AUD'],
    ['/?tab=deposit-fiat', '/transfer?tab=deposit-fiat', 'Deposit AUD'],
    ['/profile?tab=deposit-crypto', '/transfer?tab=deposit-crypto', 'Deposit crypto'],
    ['/profile?tab=WITHDRAW_FIAT', '/transfer?tab=withdraw-fiat', 'Withdraw AUD'],
    ['/profile?tab=withdraw-crypto', '/transfer?tab=withdraw-crypto', 'Withdraw crypto'],
  ])('sends the old link %s on to %s', async (route, moved, label) => {
    renderProfile(route);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(moved));
    await waitFor(async () => expect(await selectedTab()).toBe(label));
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer' })).toBeInTheDocument();
  });

  it('replaces an old link in the history, so Back returns to the page before it', async () => {
    const user = userEvent.setup();
    renderProfile('/profile?tab=preference');
    await user.click(await screen.findByRole('button', { name: 'Follow an old deposit link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/transfer?tab=deposit-fiat'),
    );
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/profile?tab=preference'),
    );
  });

  it.each([
    ['/profile?tab=REFERRAL_HISTORY', 'Referral history'],
    ['/profile?tab=referral-history', 'Referral history'],
    ['/profile?tab=nowhere', 'Personal information'],
    ['/profile', 'Personal information'],
  ])('opens %s on %s', async (route, label) => {
    renderProfile(route);
    await waitFor(async () => expect(await selectedTab()).toBe(label));
  });

  it('puts the chosen tab in the URL and goes back to the previous tab', async () => {
    const user = userEvent.setup();
    renderProfile('/profile?tab=preference');
    await user.click(
      await screen.findByRole('tab', { name: 'Referral history' }, { timeout: 15_000 }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/profile?tab=referral-history'),
    );
    expect(
      await screen.findByText(
        /No friends have signed up with your link yet/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/profile?tab=preference'),
    );
    await waitFor(async () => expect(await selectedTab()).toBe('Preferences'));
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderProfile('/profile');
    const first = await screen.findByRole(
      'tab',
      { name: 'Personal information' },
      { timeout: 15_000 },
    );
    first.focus();
    const vertical = first.getAttribute('data-orientation') === 'vertical';
    await user.keyboard(vertical ? '{ArrowDown}' : '{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Refer a friend' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/profile?tab=refer-a-friend'),
    );
  });
});
