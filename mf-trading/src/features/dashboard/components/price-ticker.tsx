import { Box, Button, Flex, HStack, Marquee, Text } from '@chakra-ui/react';
import { displayRounding, formatFiat, type Asset, type AssetStats } from '@wattle/shared';
import { useState } from 'react';
import { DailyChange } from '@/components/daily-change';
import { TICKER_SPEED } from '@/config/polling';
import { bigOrNull } from '@/lib/amounts';

/**
 * The scrolling price ticker at speed 25. Moving text that lasts needs a
 * way to stop it (WCAG 2.2.2): hover or focus pauses it, and the toggle button stops it.
 */
export function PriceTicker({ assets, stats }: { assets: Asset[]; stats: AssetStats | undefined }) {
  const [paused, setPaused] = useState(false);
  if (assets.length === 0) return null;
  return (
    <Flex align="center" gap="2" borderYWidth="1px" py="2" bg="bg.subtle">
      <Box flex="1" minW="0">
        <Marquee.Root
          speed={TICKER_SPEED}
          autoFill
          pauseOnInteraction
          paused={paused}
          translations={{ root: 'Price ticker' }}
          spacing="2rem"
        >
          <Marquee.Viewport>
            <Marquee.Content>
              {assets.map((asset) => (
                <Marquee.Item key={asset.assetId}>
                  <HStack gap="2" fontSize="sm" whiteSpace="nowrap">
                    <Text fontWeight="semibold">{asset.symbol}</Text>
                    <Text fontVariantNumeric="tabular-nums">
                      {formatFiat(bigOrNull(asset.buyPrice), displayRounding('price', 'buy'))}
                    </Text>
                    <DailyChange value={stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange} />
                  </HStack>
                </Marquee.Item>
              ))}
            </Marquee.Content>
          </Marquee.Viewport>
        </Marquee.Root>
      </Box>
      <Button
        size="xs"
        variant="ghost"
        onClick={() => setPaused((current) => !current)}
        aria-pressed={paused}
      >
        Pause ticker
      </Button>
    </Flex>
  );
}
