import { showToast, useSession, type Asset } from '@wattle/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buyAvailability, type Direction } from '@/lib/assets/trade-availability';

/** `/dashboard?trade={assetId}`: how another remote (a coin page's Buy) opens the dialog. */
export const TRADE_PARAM = 'trade';

/**
 * Opens the buy dialog for the asset named in the URL once the assets and permissions have
 * loaded: once per page visit, like any deep link. An asset the customer cannot buy says why
 * instead.
 */
export function useTradeFromUrl(
  assets: readonly Asset[],
  choose: (asset: Asset, direction: Direction) => void,
) {
  const [params] = useSearchParams();
  const session = useSession();
  const wanted = params.get(TRADE_PARAM);
  // Permissions load after the user: judging before they arrive would refuse every customer.
  const permissionsKnown = session.status === 'authenticated' && session.permissions.length > 0;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (wanted === null || assets.length === 0 || !permissionsKnown) return;
    if (handled.current === wanted) return;
    handled.current = wanted;
    const asset = assets.find((candidate) => candidate.assetId === wanted.toLowerCase());
    if (!asset) return;
    const availability = buyAvailability(asset, session.can);
    if (availability.enabled) choose(asset, 'buy');
    else showToast('info', availability.reason ?? `${asset.name} cannot be bought right now`);
  }, [wanted, assets, permissionsKnown, session, choose]);
}
