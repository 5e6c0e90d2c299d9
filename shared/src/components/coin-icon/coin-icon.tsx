import { Image } from '@chakra-ui/react';
import { coinIconUrl } from './coin-icon-urls.js';

export interface CoinIconProps {
  /** The asset's symbol, any case (`BTC`, `aud`); an unknown one shows a generic coin. */
  symbol: string;
  /** A Chakra size token: `8` is 2rem. */
  size?: string;
  /**
   * Name the icon only when it stands alone. Beside the coin's name it is decorative
   * (`alt=""`), so a screen reader does not read "Bitcoin Bitcoin".
   */
  label?: string;
}

/** A coin's (or AUD's) round mark, the same in every front end. */
export function CoinIcon({ symbol, size = '8', label }: CoinIconProps) {
  return (
    <Image
      src={coinIconUrl(symbol)}
      alt={label ?? ''}
      boxSize={size}
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
      loading="lazy"
      decoding="async"
      draggable={false}
      data-coin-icon={symbol.toUpperCase()}
    />
  );
}
