import { FIAT_ASSET_ID, toSmallestUnits } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../lib/service-deps.js';
import { findAsset } from '../modules/assets/index.js';
import { recordDeposit } from '../modules/funding/index.js';

/**
 * Sandbox only: the verified demo customer starts with AUD to trade, a few coins worth
 * showing, and some dust (grouped as "Others" on the dashboard) — each arriving as a real
 * deposit, so history, transfers and notifications tell the same story as the balances.
 */
const DEMO_HOLDINGS: [assetId: string, amount: string][] = [
  ['aud', '25000'],
  ['btc', '0.15'],
  ['eth', '2.5'],
  ['ada', '1200'],
  ['sol', '8'],
  ['doge', '1.5'],
  ['xlm', '0.9'],
];

export async function seedDemoBalances(deps: ServiceDeps, userId: string): Promise<void> {
  for (const [assetId, amount] of DEMO_HOLDINGS) {
    const asset = await findAsset(deps.db, assetId);
    if (!asset) continue;
    const fiat = assetId === FIAT_ASSET_ID;
    await recordDeposit(deps, {
      userId,
      asset,
      units: toSmallestUnits(amount, asset.precision, 'down'),
      method: fiat ? 'bank_transfer' : 'chain',
      externalReference: `demo-seed-${assetId}`,
      counterparty: fiat ? 'Demo savings account' : null,
    });
  }
}
