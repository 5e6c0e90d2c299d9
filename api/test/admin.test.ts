import { describe, expect, it } from 'vitest';
import type { Asset } from '@wattle/shared/contracts';
import { fund } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { quote } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();

const auditActions = async (action: string) =>
  await t.app.db
    .selectFrom('audit_log')
    .select(['action', 'details', 'actor_id'])
    .where('action', '=', action)
    .execute();

describe('admin: assets', () => {
  it('only an admin changes an asset; the change applies at once and is audited', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const support = await signedInUser(t.app, { role: 'support_lv2' });
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', '100');
    const patch = (headers: Record<string, string>, body: Record<string, unknown>, asset = 'ltc') =>
      t.app.inject({ method: 'PATCH', url: `/admin/assets/${asset}`, headers, payload: body });

    const listed = async () =>
      ((await t.app.inject({ method: 'GET', url: '/asset' })).json().data as Asset[]).find(
        (asset) => asset.assetId === 'ltc',
      );
    expect((await listed())?.buyEnabled).toBe(true);
    expect((await patch(customer.headers, { buyEnabled: false })).statusCode).toBe(403);
    expect((await patch(support.headers, { buyEnabled: false })).statusCode).toBe(403);
    const changed = await patch(admin.headers, { buyEnabled: false, buyTradeMinimum: '20' });
    try {
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({
        buyEnabled: false,
        buyTradeMinimum: { decimalValue: '20' },
      });
      expect(
        (
          await quote(t.app, customer.headers, {
            cryptoAssetId: 'ltc',
            orderAmount: '50',
            orderType: 'buy',
          })
        ).json().message,
      ).toBe('Buying LTC is paused right now');
      // The asset list every app polls is kept per price tick, but not past an admin's change.
      expect(await listed()).toMatchObject({ buyEnabled: false });

      const [entry] = await auditActions('asset.update');
      expect(entry).toMatchObject({ actor_id: admin.user.user_id });
      expect(JSON.stringify(entry?.details)).toContain('ltc');
    } finally {
      await patch(admin.headers, { buyEnabled: true, buyTradeMinimum: '10' });
    }
  });

  it('refuses nonsense with a message and changes nothing', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const patch = (body: unknown, asset = 'btc') =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin/assets/${asset}`,
        headers: admin.headers,
        payload: body as Record<string, unknown>,
      });
    expect((await patch({})).json().message).toBe('Change at least one field');
    expect((await patch({ buyTradeMaximum: '1' })).json().message).toBe(
      'A maximum must not be below its minimum',
    );
    expect((await patch({ enabled: 'yes' })).statusCode).toBe(400);
    expect((await patch({ enabled: false }, 'zzz')).statusCode).toBe(404);
    const btc = await t.app.db
      .selectFrom('assets')
      .select(['buy_trade_maximum', 'enabled'])
      .where('asset_id', '=', 'btc')
      .executeTakeFirstOrThrow();
    expect(btc.enabled).toBe(true);
    expect(btc.buy_trade_maximum).toBe('250000000000000000000000');
  });
});

describe('admin: buckets', () => {
  const definition = {
    bucketName: 'Stablecoins',
    description: 'Two dollar-pegged coins, for parking money between trades.',
    riskLevel: 'low',
    enabled: true,
    minOrder: '20',
    maxOrder: '10000',
    assets: [
      { assetId: 'usdc', percentage: '60' },
      { assetId: 'usdt', percentage: '40' },
    ],
  };

  it('creates and replaces a bucket, audited', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/admin/buckets/stablecoins',
      headers: admin.headers,
      payload: definition,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      bucketId: 'stablecoins',
      bucketName: 'Stablecoins',
      bucketMinOrder: { decimalValue: '20' },
    });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/admin/buckets/stablecoins',
      headers: admin.headers,
      payload: { ...definition, assets: [{ assetId: 'usdc', percentage: '100' }] },
    });
    expect(replaced.json().data.assets).toHaveLength(1);
    const { headers } = await signedInUser(t.app);
    const listed = (await t.app.inject({ method: 'GET', url: '/buckets', headers })).json().data;
    expect(listed.map((bucket: { bucketId: string }) => bucket.bucketId)).toContain('stablecoins');
    expect(await auditActions('bucket.save')).toHaveLength(2);
  });

  it('refuses percentages that do not add up, unknown or repeated assets, and non-admins', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const put = (body: Record<string, unknown>, headers = admin.headers) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/buckets/broken',
        headers,
        payload: { ...definition, ...body },
      });
    expect((await put({ assets: [{ assetId: 'usdc', percentage: '60' }] })).json().message).toBe(
      'Percentages must add up to 100 (they add up to 60)',
    );
    expect((await put({ assets: [{ assetId: 'aud', percentage: '100' }] })).json().message).toBe(
      'Not a tradable asset: aud',
    );
    expect(
      (
        await put({
          assets: [
            { assetId: 'usdc', percentage: '50' },
            { assetId: 'usdc', percentage: '50' },
          ],
        })
      ).json().message,
    ).toBe('List each asset once');
    const support = await signedInUser(t.app, { role: 'support_lv2' });
    expect((await put({}, support.headers)).statusCode).toBe(403);
    expect(
      await t.app.db
        .selectFrom('buckets')
        .select('bucket_id')
        .where('bucket_id', '=', 'broken')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('audits trade-setting changes', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const put = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/trade-settings',
        headers: admin.headers,
        payload,
      });
    const response = await put({ referralBonus: '25' });
    try {
      expect(response.json()).toEqual({
        data: { tradeFeePercentage: '0.6', referralBonus: '25' },
      });
      const [entry] = await auditActions('trade_settings.update');
      expect(entry?.details).toEqual({ referralBonus: '25' });
    } finally {
      await put({ referralBonus: '20' });
    }
  });
});
