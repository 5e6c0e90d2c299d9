/** The customer's executed trades: refreshed after every order. */
export const tradeKeys = {
  all: ['trades'] as const,
  list: () => [...tradeKeys.all, 'list'] as const,
};
