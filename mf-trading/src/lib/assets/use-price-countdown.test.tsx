import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAssets } from '@/lib/api/get-assets';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { usePriceCountdown } from './use-price-countdown';

function Prices() {
  const secondsLeft = usePriceCountdown();
  useAssets();
  return <p>Prices update in {secondsLeft}s</p>;
}

afterEach(() => vi.useRealTimers());

describe('usePriceCountdown', () => {
  it('counts down each second and fetches prices again every 15 s on a price page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = fakeTradingApi();
    renderApp(<Prices />, { route: '/dashboard' });
    const assetCalls = () => callsOf(fetch).filter((call) => call.key === 'GET /asset').length;
    await waitFor(() => expect(assetCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText(/Prices update in 1[12]s/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    await waitFor(() => expect(assetCalls()).toBe(2));
  });

  it('does not tick away from the price pages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeTradingApi();
    renderApp(<Prices />, { route: '/profile' });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Prices update in 15s')).toBeInTheDocument();
  });

  it('tells the customer when live prices cannot be fetched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    fakeTradingApi({
      routes: {
        'GET /asset': () => {
          calls += 1;
          return calls === 1
            ? { body: { data: [] } }
            : { status: 400, body: { statusCode: 400, error: 'x', message: 'x' } };
        },
      },
    });
    renderApp(<Prices />, { route: '/' });
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Error fetching live price data')).toBeInTheDocument();
  });
});
