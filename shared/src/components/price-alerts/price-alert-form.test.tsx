// @vitest-environment happy-dom
import '../../testing/setup-dom.js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceAlert } from '../../contracts/alerts.js';
import { fakeApi } from '../../testing/fake-api.js';
import { renderApp } from '../../testing/render-app.js';
import { PriceAlertForm } from './price-alert-form.js';

const BITCOIN = { symbol: 'BTC', name: 'Bitcoin' };

const saved = (extra: Partial<PriceAlert> = {}): PriceAlert => ({
  alertId: '7f0c1b1e-2d1c-4a43-9f5b-3d3c9f1a2b3c',
  asset: 'BTC',
  condition: 'above',
  price: '200000',
  percent: null,
  repeat: 'once',
  email: true,
  active: true,
  lastTriggeredAt: null,
  createdAt: '2026-12-05T00:00:00.000Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('PriceAlertForm', () => {
  it('sends a price for above, with once and e-mail by default', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'POST /user/alerts': ({ body }: { body: unknown }) => {
        bodies.push(body);
        return { status: 201, body: { data: saved() } };
      },
    });
    const onSaved = vi.fn();
    renderApp(<PriceAlertForm asset={BITCOIN} priceNow="$180,000.00" onSaved={onSaved} />);
    expect(screen.getByText('BTC is $180,000.00 now.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Price (AUD)'), '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      { asset: 'BTC', condition: 'above', price: '200000', repeat: 'once', email: true },
    ]);
  });

  it('asks for the move in % for a move alert and says what is wrong before sending', async () => {
    const fetch = fakeApi({});
    renderApp(<PriceAlertForm asset={BITCOIN} onSaved={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Tell me when'), 'move');
    expect(screen.queryByLabelText('Price (AUD)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Move (%)'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('A move is at least 1 %')).toBeTruthy();
    const sent = fetch.mock.calls.filter(([input]) => {
      const url = input instanceof Request ? input.url : input.toString();
      return url.includes('/user/alerts');
    });
    expect(sent).toEqual([]);
  });

  it('changes an alert it is given, with PUT', async () => {
    const paths: string[] = [];
    fakeApi({
      'PUT /user/alerts/7f0c1b1e-2d1c-4a43-9f5b-3d3c9f1a2b3c': ({ path }: { path: string }) => {
        paths.push(path);
        return { body: { data: saved({ price: '210000' }) } };
      },
    });
    const onSaved = vi.fn();
    renderApp(<PriceAlertForm asset={BITCOIN} alert={saved()} onSaved={onSaved} />);
    const price = screen.getByLabelText('Price (AUD)');
    await userEvent.clear(price);
    await userEvent.type(price, '210000');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(paths).toHaveLength(1);
  });
});
