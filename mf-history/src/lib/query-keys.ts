/** Every query key of the history remote, one factory per resource (STYLE.md). */

/** Every movement on the customer's accounts: refreshed when a notification says money moved. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionKeys.all, 'list'] as const,
};
