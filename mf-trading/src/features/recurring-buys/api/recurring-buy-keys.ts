export const recurringBuyKeys = {
  all: ['recurring-buys'] as const,
  list: () => [...recurringBuyKeys.all, 'list'] as const,
};
