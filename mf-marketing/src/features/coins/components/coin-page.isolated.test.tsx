import { screen, within } from '@testing-library/react';
import { clearToken, setToken } from '@wattle/shared';
import { assetFixture, fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqRenders } from '@/testing/faq-renders';
import { findPageHeading, renderRoute } from '@/testing/render-route';

vi.mock('@/components/faq-accordion', async () =>
  (await import('@/testing/faq-renders')).countedFaqAccordion(),
);

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

function answerPrices() {
  fakeApi({
    'GET /asset': [assetFixture()],
    'GET /asset/stats': { BTC: { dailyMarketChange: '-1.234' } },
    'GET /asset/id/btc/history': {
      assetId: 'btc',
      range: '7d',
      candles: [],
      high30d: '160000',
    },
    'GET /user': userFixture(),
    'GET /user/permissions': ['BUY', 'SELL'],
  });
}

describe('a coin page', () => {
  it('redraws its price card when the prices arrive, not the page around it', async () => {
    answerPrices();
    renderRoute('/buy/bitcoin');
    const price = await screen.findByRole('region', { name: 'Bitcoin price' }, { timeout: 5000 });
    const rendered = faqRenders.count;
    expect(rendered).toBeGreaterThan(0);
    expect(await within(price).findByText('$152,000.50')).toBeInTheDocument();
    expect(await within(price).findByText('-1.23%')).toBeInTheDocument();
    expect(faqRenders.count).toBe(rendered);
  });

  it('shows the live price, the change and a sign-up call to action to a visitor', async () => {
    answerPrices();
    renderRoute('/buy/bitcoin');
    expect(await findPageHeading('Buy Bitcoin (BTC)')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Bitcoin price' });
    expect(await within(price).findByText('$152,000.50')).toBeInTheDocument();
    expect(within(price).getByText('$150,000.25')).toBeInTheDocument();
    expect(await within(price).findByText('-1.23%')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Sign up to buy BTC' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('heading', { name: 'What is Bitcoin?' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How to buy Bitcoin on Wattle' }),
    ).toBeInTheDocument();
  });

  it('offers a customer Buy, which opens the dashboard trade dialog for the coin', async () => {
    setToken(testToken());
    answerPrices();
    renderRoute('/btc');
    const price = await screen.findByRole('region', { name: 'Bitcoin price' }, { timeout: 5000 });
    expect(await within(price).findByRole('link', { name: 'Buy BTC' })).toHaveAttribute(
      'href',
      '/dashboard?trade=btc',
    );
  });

  it('sends an unknown coin to the not-found page', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    answerPrices();
    renderRoute('/buy/not-a-coin');
    expect(
      await screen.findByRole('status', { name: 'Page not found, redirecting' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(replace).toHaveBeenCalled();
  });
});
