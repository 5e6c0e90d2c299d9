import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '../config/runtime-config.js';
import type { RuntimeConfig } from '../contracts/runtime-config.js';
import { AppProviders } from '../providers/app-providers.js';

export const TEST_CONFIG: RuntimeConfig = {
  environment: 'development',
  apiUrl: 'https://api.test',
  socketUrl: 'https://api.test',
  appUrl: 'https://app.test',
  remotes: {
    marketing: 'https://marketing.test/mf-manifest.json',
    trading: 'https://trading.test/mf-manifest.json',
    account: 'https://account.test/mf-manifest.json',
    history: 'https://history.test/mf-manifest.json',
  },
  remoteOverrideOrigins: [],
  company: { abn: '12 345 678 901', austracNumber: 'DCE100000000-001' },
  features: { sandbox: true, liveChatKey: null },
};

/** A fresh cache per test, no retries: a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders inside every provider a page has in production, at `route`. */
export function renderApp(ui: ReactElement, { route = '/', config = TEST_CONFIG } = {}) {
  setRuntimeConfig(config);
  const queryClient = createTestQueryClient();
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>,
    ),
  };
}
