import { useQuery } from '@tanstack/react-query';
import { assetsQueryOptions } from '@wattle/shared';

/**
 * `GET /asset` for the funding screens: each asset's deposit and withdrawal flags, fee and
 * minimum, which change only when an admin changes them.
 */
export function useAssets() {
  return useQuery({ ...assetsQueryOptions(), staleTime: 15_000 });
}
