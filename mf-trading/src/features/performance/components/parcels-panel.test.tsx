import { screen, within } from '@testing-library/react';
import { makeAmount, type CoinParcels } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeTradingApi } from '@/testing/fake-trading-api';
import { ParcelsPanel } from './parcels-panel';

const aud = (cents: bigint) => makeAmount(cents * 10n ** 16n, 18, 'AUD');
const sol = (units: bigint) => makeAmount(units, 9, 'SOL');

const PARCELS: CoinParcels = {
  asset: { assetId: 'sol', symbol: 'SOL', name: 'Solana' },
  amount: sol(900_000_000n),
  sellPrice: aud(24_000n),
  parcels: [
    {
      acquiredAt: '2025-03-10T01:00:00.000Z',
      source: 'buy',
      amount: sol(400_000_000n),
      costBase: aud(8_060n),
      costPerCoin: aud(20_150n),
      value: aud(9_600n),
      gain: aud(1_540n),
      discountFrom: '2026-03-11',
      discountEligible: true,
      daysToDiscount: 0,
    },
    {
      acquiredAt: '2026-10-01T01:00:00.000Z',
      source: 'swap',
      amount: sol(500_000_000n),
      costBase: aud(12_575n),
      costPerCoin: aud(25_150n),
      value: aud(12_000n),
      gain: aud(-575n),
      discountFrom: '2027-10-02',
      discountEligible: false,
      daysToDiscount: 300,
    },
  ],
};

describe('ParcelsPanel', () => {
  it('tells the same figures in the wide table and in the phone’s cards', async () => {
    fakeTradingApi({ routes: { 'GET /user/portfolio/holdings/sol/parcels': PARCELS } });
    renderApp(<ParcelsPanel assetId="sol" />);
    const rows = await screen.findAllByTestId('parcel-row');
    const cards = screen.getAllByTestId('parcel-card');
    expect(cards).toHaveLength(rows.length);
    for (const [index, card] of cards.entries()) {
      const row = rows[index];
      if (!row) throw new Error('a card without a row');
      expect(within(card).getByTestId('parcel-discount').textContent).toBe(
        within(row).getByTestId('parcel-discount').textContent,
      );
      for (const cell of within(row).getAllByRole('cell').slice(2)) {
        expect(card).toHaveTextContent(cell.textContent ?? '');
      }
    }
    expect(cards[1]).toHaveTextContent('Swapped in');
    expect(cards[1]).toHaveTextContent('in 300 days');
  });
});
