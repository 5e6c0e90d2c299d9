import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client.js';
import { heldDepositListSchema } from '../contracts/funding.js';
import { portfolioBalancesSchema } from '../contracts/portfolio.js';
import { balanceKeys } from './query-keys.js';

/** Balances are asked for every 45 s on every screen that shows them (and on every push). */
export const PORTFOLIO_POLL_MS = 45_000;

export function getPortfolioBalances(signal?: AbortSignal) {
  return apiClient.get('/user/portfolio/balances', portfolioBalancesSchema, { signal });
}

/** `GET /user/portfolio/balances`: AUD and every coin held. */
export function portfolioBalancesQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.portfolio(),
    queryFn: ({ signal }) => getPortfolioBalances(signal),
    refetchInterval: PORTFOLIO_POLL_MS,
  });
}

export function getHeldDeposits(signal?: AbortSignal) {
  return apiClient.get('/user/held-deposits', heldDepositListSchema, { signal });
}

/**
 * `GET /user/held-deposits`: deposits on hold, not in the balance yet. Under the balances key,
 * so the push that puts one on hold, or releases it, refreshes it.
 */
export function heldDepositsQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.held(),
    queryFn: ({ signal }) => getHeldDeposits(signal),
  });
}
