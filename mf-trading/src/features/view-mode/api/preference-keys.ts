export const preferenceKeys = {
  all: ['preferences'] as const,
};
