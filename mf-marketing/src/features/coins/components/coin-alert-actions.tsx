import { Button, HStack } from '@chakra-ui/react';
import { PriceAlertDialog, useSession, WatchStar } from '@wattle/shared';
import { BellIcon } from '@wattle/shared/icons';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import type { CoinProfile } from '@/lib/coins/coin-profiles';

/** `?alert=open` on a coin page opens its alert form: where sign-up and log-in send a visitor. */
export const OPEN_ALERT_PARAM = 'alert';

/**
 * "Set a price alert" and the watchlist star on a coin page
 * (docs/product/alerts-and-watchlist.md). A visitor's button leads to sign-up, which brings
 * them back here, signed in, with the form open.
 */
export function CoinAlertActions({ coin, priceNow }: { coin: CoinProfile; priceNow?: string }) {
  const session = useSession();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const asked = params.get(OPEN_ALERT_PARAM) === 'open';
  const asset = { symbol: coin.symbol, name: coin.name };
  if (session.status === 'anonymous') {
    const back = `${pathname}?${OPEN_ALERT_PARAM}=open`;
    return (
      <Button asChild variant="outline" colorPalette="eucalypt">
        <RouterLink
          to={`/signup?next=${encodeURIComponent(back)}`}
          data-analytics-location="coin-alert"
        >
          <BellIcon /> Set a price alert
        </RouterLink>
      </Button>
    );
  }
  const close = () => {
    setOpen(false);
    if (asked) {
      setParams(
        (current) => {
          current.delete(OPEN_ALERT_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };
  const signedIn = session.status === 'authenticated';
  return (
    <HStack gap="2">
      {signedIn && <WatchStar asset={asset} size="md" variant="outline" />}
      <Button
        variant="outline"
        colorPalette="eucalypt"
        aria-haspopup="dialog"
        disabled={!signedIn}
        onClick={() => setOpen(true)}
      >
        <BellIcon /> Set a price alert
      </Button>
      <PriceAlertDialog
        open={signedIn && (open || asked)}
        onClose={close}
        asset={asset}
        priceNow={priceNow}
      />
    </HStack>
  );
}
