import { useQuery } from '@tanstack/react-query';
import { permissionsQueryOptions, useSession } from '@wattle/shared';

/**
 * Whether the customer may deposit now (the one deposit permission covers AUD and coins), or
 * undefined while their permissions load. Without it the tabs say why instead of showing
 * details where money would only go on hold.
 */
export function useMayDeposit(): boolean | undefined {
  const session = useSession();
  const permissions = useQuery({ ...permissionsQueryOptions(), enabled: session.token !== null });
  return permissions.data?.includes('DEPOSIT_FIAT');
}
