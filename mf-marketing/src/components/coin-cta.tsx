import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMaintenanceMode, useSession } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The dashboard opens its trade dialog for `?trade={assetId}` (mf-trading reads it); a link
 * across remotes is a URL, never an import.
 */
export function tradePath(assetId: string): string {
  return `/dashboard?trade=${encodeURIComponent(assetId)}`;
}

export interface CoinCtaProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  assetId: string;
  symbol: string;
  /** Where the click happened, for the sign-up analytics event. */
  location: string;
}

/** Sign up for a visitor; Buy (the dashboard's trade dialog for this coin) for a customer. */
export function CoinCta({ assetId, symbol, location, ...props }: CoinCtaProps) {
  const session = useSession();
  const maintenance = useMaintenanceMode();
  if (maintenance) {
    return (
      <Button colorPalette="brand" disabled {...props}>
        {session.status === 'anonymous' ? 'Sign up to buy' : `Buy ${symbol}`}
      </Button>
    );
  }
  if (session.status === 'anonymous') {
    return (
      <Button asChild colorPalette="brand" {...props}>
        {/* The shell reports the click (sign_up_click) with this location. */}
        <RouterLink to="/signup" data-analytics-location={location}>
          Sign up to buy {symbol}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="brand" {...props}>
      <RouterLink to={tradePath(assetId)}>Buy {symbol}</RouterLink>
    </Button>
  );
}
