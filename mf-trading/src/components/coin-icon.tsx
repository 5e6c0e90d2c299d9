import { Circle } from '@chakra-ui/react';

/** Brand-ish colours for the coins people know by colour; every other coin gets gold. */
const COIN_COLOURS: Record<string, string> = {
  BTC: '#F7931A',
  ETH: '#627EEA',
  SOL: '#9945FF',
  ADA: '#0033AD',
  XRP: '#23292F',
  DOGE: '#C2A633',
  USDT: '#26A17B',
  USDC: '#2775CA',
  LTC: '#345D9D',
  DOT: '#E6007A',
};

/** A coin's mark: decorative, the name beside it says which coin it is. */
export function CoinIcon({ symbol, size = '8' }: { symbol: string; size?: string }) {
  const colour = COIN_COLOURS[symbol.toUpperCase()];
  return (
    <Circle
      size={size}
      borderWidth="2px"
      borderColor={colour ?? 'brand.500'}
      bg="bg"
      color="fg"
      fontSize="2xs"
      fontWeight="bold"
      aria-hidden="true"
      flexShrink={0}
    >
      {symbol.slice(0, 3).toUpperCase()}
    </Circle>
  );
}
