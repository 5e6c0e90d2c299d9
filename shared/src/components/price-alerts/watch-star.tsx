import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useSetStarred, useWatchlist } from '../../query/alert-queries.js';
import { StarIcon } from '../icons.js';

export interface WatchStarProps extends Omit<IconButtonProps, 'aria-label' | 'onClick'> {
  /** The coin's upper-case symbol and name. */
  asset: { symbol: string; name: string };
}

/**
 * The watchlist star (docs/product/alerts-and-watchlist.md#watchlist): a toggle button, pressed
 * when the coin is starred. Signed-in customers only; the caller leaves it out for a visitor.
 */
export function WatchStar({ asset, ...props }: WatchStarProps) {
  const symbol = asset.symbol.toUpperCase();
  const starred = useWatchlist().includes(symbol);
  const setStarred = useSetStarred();
  return (
    <IconButton
      variant="ghost"
      size="xs"
      color={starred ? 'brand.fg' : 'fg.muted'}
      aria-label={`Star ${asset.name}`}
      aria-pressed={starred}
      title={starred ? `Unstar ${asset.name}` : `Star ${asset.name}`}
      data-testid={`star-${symbol}`}
      onClick={(event) => {
        event.stopPropagation();
        setStarred.mutate({ symbol, starred: !starred });
      }}
      {...props}
    >
      <StarIcon fillOpacity={starred ? 1 : 0} />
    </IconButton>
  );
}
