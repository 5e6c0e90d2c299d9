import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

const quiet = (remote: string) => ({
  remote,
  loads: 0,
  failures: 0,
  failuresByStage: { manifest: 0, entry: 0, compatibility: 0, module: 0 },
  adapted: 0,
  p50Ms: null,
  p95Ms: null,
});

describe('support console: front-end health', () => {
  it('shows each remote’s last hour and the release each environment runs', async () => {
    fakeAccountApi({
      user: { role: 'support_lv1' },
      routes: {
        'GET /support/front-end-health': {
          since: '2026-12-05T10:00:00.000Z',
          remotes: [
            quiet('marketing'),
            {
              remote: 'trading',
              loads: 120,
              failures: 3,
              failuresByStage: { manifest: 1, entry: 0, compatibility: 2, module: 0 },
              adapted: 4,
              p50Ms: 310,
              p95Ms: 920,
            },
            quiet('account'),
            quiet('history'),
          ],
          running: [
            {
              environment: 'production',
              remote: 'trading',
              version: '0.1.0-3f2c1ab',
              lastSeenAt: '2026-12-05T10:59:00.000Z',
            },
          ],
        },
      },
    });
    renderRoute('/support');
    const card = await screen.findByRole('region', { name: 'Front-end health' });
    expect(await within(card).findByText('Trading: 120 loads, 3 failures')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'median 310 ms, 95th percentile 920 ms · failed at: manifest 1, compatibility 2 · 4 loads lent Chakra exports',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Marketing: 0 loads, 0 failures')).toBeInTheDocument();
    expect(within(card).getByText('production · Trading: 0.1.0-3f2c1ab')).toBeInTheDocument();
  });
});
