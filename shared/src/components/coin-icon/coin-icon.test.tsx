// @vitest-environment happy-dom
import '../../testing/setup-dom.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../providers/app-providers.js';
import { createTestQueryClient } from '../../testing/render-app.js';
import { GENERIC_COIN_ICON_URL } from './coin-icon-urls.js';
import { CoinIcon } from './coin-icon.js';

/** AUD and the listed coins, as the API's asset catalogue lists them. */
const LISTED = [
  'AUD',
  'BTC',
  'ETH',
  'USDT',
  'BNB',
  'SOL',
  'XRP',
  'USDC',
  'ADA',
  'DOGE',
  'TRX',
  'DOT',
  'MATIC',
  'LTC',
  'BCH',
  'UNI',
  'DAI',
  'AAVE',
  'ETC',
  'XLM',
  'XTZ',
  'EOS',
];

function renderIcons(ui: React.ReactNode) {
  return render(<AppProviders queryClient={createTestQueryClient()}>{ui}</AppProviders>);
}

const sourceOf = (element: HTMLElement) => element.getAttribute('src') ?? '';

describe('CoinIcon', () => {
  it('shows every listed asset its own picture, not letters in a circle', () => {
    renderIcons(LISTED.map((symbol) => <CoinIcon key={symbol} symbol={symbol} label={symbol} />));
    const sources = LISTED.map((symbol) => sourceOf(screen.getByRole('img', { name: symbol })));
    for (const [index, source] of sources.entries()) {
      const symbol = LISTED[index] ?? '';
      // A file URL in a build; test runs may inline small files as data URLs.
      expect(source, symbol).toMatch(/\.svg$|^data:image\/svg\+xml,/);
      expect(source, symbol).not.toBe(GENERIC_COIN_ICON_URL);
    }
    // Every asset has a picture of its own: no two stablecoins share a lettered circle.
    expect(new Set(sources).size).toBe(LISTED.length);
    expect(document.body.textContent).toBe('');
  });

  it('takes the symbol in any case', () => {
    renderIcons(
      <>
        <CoinIcon symbol="btc" label="lower" />
        <CoinIcon symbol="BTC" label="upper" />
      </>,
    );
    expect(sourceOf(screen.getByRole('img', { name: 'lower' }))).toBe(
      sourceOf(screen.getByRole('img', { name: 'upper' })),
    );
  });

  it('shows a generic coin for a coin it has no picture of', () => {
    renderIcons(<CoinIcon symbol="NEWCOIN" label="New coin" />);
    expect(sourceOf(screen.getByRole('img', { name: 'New coin' }))).toBe(GENERIC_COIN_ICON_URL);
  });

  it('is decorative beside a name, and named when it stands alone', () => {
    renderIcons(
      <>
        <p>
          <CoinIcon symbol="ETH" /> Ethereum
        </p>
        <CoinIcon symbol="SOL" label="Solana" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Solana' })).toBeInTheDocument();
    expect(document.querySelector('[data-coin-icon="ETH"]')).toHaveAttribute('alt', '');
  });
});
