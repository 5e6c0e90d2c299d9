import { QUERY_ROOTS } from '@wattle/shared';

/** Every query key of the history remote, one factory per resource (STYLE.md). */

/** Every movement on the customer's accounts: refreshed when a push says the history changed. */
export const transactionKeys = {
  all: [...QUERY_ROOTS.history, 'transactions'] as const,
  list: () => [...transactionKeys.all, 'list'] as const,
};
