import { Box, Button, Collapsible } from '@chakra-ui/react';
import { useState } from 'react';
import { mobilePortfolio, type ClassifiedHoldings } from '../lib/classify-holdings';
import { HoldingRow } from './holding-row';
import { EmptyHoldings } from './holdings-list';
import { OthersRow } from './others-row';
import { UnavailableList } from './unavailable-list';

/** At most 3 holdings on mobile, Others if fewer, the rest behind a toggle. */
export function MobileHoldings({ classified }: { classified: ClassifiedHoldings }) {
  const [open, setOpen] = useState(false);
  if (classified.empty) return <EmptyHoldings />;
  const view = mobilePortfolio(classified);
  const restCount = view.rest.length + (view.othersInRest ? 1 : 0);
  return (
    <>
      <Box as="ul" listStyleType="none" aria-label="Your crypto">
        {view.visible.map((holding) => (
          <HoldingRow key={holding.asset.assetId} holding={holding} />
        ))}
        {view.othersVisible && classified.others && <OthersRow others={classified.others} />}
      </Box>
      {restCount > 0 && (
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Collapsible.Content>
            <Box as="ul" listStyleType="none" aria-label="More of your crypto">
              {view.rest.map((holding) => (
                <HoldingRow key={holding.asset.assetId} holding={holding} />
              ))}
              {view.othersInRest && classified.others && <OthersRow others={classified.others} />}
            </Box>
          </Collapsible.Content>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" w="full" mt="1">
              {open ? 'Show less' : `Show ${restCount} more`}
            </Button>
          </Collapsible.Trigger>
        </Collapsible.Root>
      )}
      <UnavailableList holdings={classified.unavailable} />
    </>
  );
}
