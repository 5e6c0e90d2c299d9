import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { fakeAccountApi } from '@/testing/fake-account-api';

configure({ asyncUtilTimeout: 10_000 });

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTransfer(route: string) {
  fakeAccountApi({});
  return renderApp(
    <>
      <App />
      <Location />
    </>,
    { route },
  );
}

const selectedTab = async () => {
  const tabs = await screen.findAllByRole('tab', {}, { timeout: 15_000 });
  return tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
};

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('/transfer', { timeout: 20_000 }, () => {
  it('is a page of its own: money in, then money out, AUD before crypto', async () => {
    renderTransfer('/transfer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('tablist', { name: 'Deposit or withdraw' });
    expect(list).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Deposit AUD',
      'Deposit crypto',
      'Withdraw AUD',
      'Withdraw crypto',
    ]);
    // With no tab named, the AUD deposit is open.
    expect(await selectedTab()).toBe('Deposit AUD');
  });

  it.each([
    ['/transfer?tab=withdraw-crypto', 'Withdraw crypto'],
    ['/transfer?tab=WITHDRAW_FIAT', 'Withdraw AUD'],
    ['/transfer?tab=preference', 'Deposit AUD'],
  ])('opens %s on %s', async (route, label) => {
    renderTransfer(route);
    await waitFor(async () => expect(await selectedTab()).toBe(label));
  });

  it('puts the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    renderTransfer('/transfer');
    await user.click(await screen.findByRole('tab', { name: 'Withdraw AUD' }, { timeout: 15_000 }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/transfer?tab=withdraw-fiat'),
    );
  });
});
