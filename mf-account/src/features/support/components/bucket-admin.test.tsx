import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bucket } from '@wattle/shared';
import { assetFixture, bucketFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

const COINS = [
  assetFixture(),
  assetFixture({ assetId: 'eth', symbol: 'ETH', name: 'Ether', type: 'address' }),
  assetFixture({ assetId: 'aud', symbol: 'AUD', name: 'Australian dollar', type: 'fiat' }),
];

// The bucket edited is "Steady": Bitcoin 60 %, Ethereum 40 %, orders from A$50 to A$50,000.
function bucketRoutes(saved: unknown[], list: Bucket[] = [bucketFixture()]) {
  return {
    'GET /buckets': list,
    'GET /asset': COINS,
    'PUT /admin/buckets/steady': ({ body }: { body: unknown }) => {
      saved.push(body);
      return { body: { data: bucketFixture() } };
    },
  };
}

describe('support console: buckets (admin)', () => {
  it('is not offered below admin', async () => {
    fakeAccountApi({ user: { role: 'support_lv2' }, routes: bucketRoutes([]) });
    renderRoute('/support/buckets');
    expect(
      await screen.findByText('Your staff role cannot open this part of the support console.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buckets' })).not.toBeInTheDocument();
  });

  it('will not review shares that miss 100 %, then confirms the change and saves it', async () => {
    const saved: unknown[] = [];
    fakeAccountApi({ user: { role: 'admin' }, routes: bucketRoutes(saved) });
    renderRoute('/support/buckets');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Steady' }));
    const share = screen.getByRole('textbox', { name: 'Share of coin 2 (%)' });
    await userEvent.clear(share);
    await userEvent.type(share, '30');
    expect(screen.getByText(/Total 90%/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review change' }));
    expect(
      await screen.findByText('Percentages must add up to 100 (they add up to 90)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const first = screen.getByRole('textbox', { name: 'Share of coin 1 (%)' });
    await userEvent.clear(first);
    await userEvent.type(first, '70');
    expect(
      screen.queryByText('Percentages must add up to 100 (they add up to 90)'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('action-change')).toHaveTextContent(
      'Shares: BTC 60%, ETH 40% → BTC 70%, ETH 30%',
    );
    expect(saved).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      bucketName: 'Steady',
      enabled: true,
      minOrder: '50',
      maxOrder: '50000',
      assets: [
        { assetId: 'btc', percentage: '70' },
        { assetId: 'eth', percentage: '30' },
      ],
    });
  }, 20_000);

  it('flags a share out of range at its field and refuses an id already taken', async () => {
    fakeAccountApi({ user: { role: 'admin' }, routes: bucketRoutes([]) });
    renderRoute('/support/buckets');
    await userEvent.click(await screen.findByRole('button', { name: 'New bucket' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bucket id' }), 'steady');
    await userEvent.type(screen.getByRole('textbox', { name: 'Share of coin 1 (%)' }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Review change' }));
    expect(await screen.findByText('A bucket with this id already exists')).toBeInTheDocument();
    expect(screen.getByText('A share is 0–100%')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it('disables a bucket after showing the change', async () => {
    const saved: unknown[] = [];
    fakeAccountApi({ user: { role: 'admin' }, routes: bucketRoutes(saved) });
    renderRoute('/support/buckets');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Enabled.*Steady/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('action-change')).toHaveTextContent('Enabled: on → off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ enabled: false })]));
  }, 20_000);
});
