import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { QueryState, useSession, type Asset, SectionCard } from '@wattle/shared';
import { useState } from 'react';
import { LineSkeleton } from '@/components/line-skeleton';
import { buyAvailability } from '@/lib/assets/trade-availability';
import { useRecurringBuys } from '../api/get-recurring-buys';
import { RecurringBuyForm } from './recurring-buy-form';
import { RecurringBuyItem } from './recurring-buy-item';

/** Marketing promise: a basic dollar-cost-averaging strategy, run by the server on schedule. */
export function RecurringBuysPanel({ assets }: { assets: Asset[] }) {
  const session = useSession();
  const plans = useRecurringBuys();
  const [creating, setCreating] = useState(false);
  const buyable = assets.filter((asset) => buyAvailability(asset, session.can).enabled);
  const canBuy = session.can('BUY');
  return (
    <SectionCard
      title="Recurring buys"
      actions={
        canBuy && !creating ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="eucalypt"
            onClick={() => setCreating(true)}
            disabled={buyable.length === 0}
          >
            New recurring buy
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Buy a fixed amount of a coin on a schedule (dollar-cost averaging). Each buy is an
          ordinary market order at that moment&apos;s price, with the usual fee, paid from your AUD
          balance.
        </Text>
        {!canBuy && <Text>Recurring buys open up once your account can buy.</Text>}
        {creating && <RecurringBuyForm assets={buyable} onDone={() => setCreating(false)} />}
        <QueryState
          query={plans}
          loadingLabel="Loading recurring buys"
          loading={<LineSkeleton w="48" role="status" aria-label="Loading recurring buys" />}
          empty={creating ? null : <Text color="fg.muted">No recurring buys yet.</Text>}
        >
          {(list) => (
            <Box as="ul" listStyleType="none" aria-label="Your recurring buys">
              {list.map((plan) => (
                <RecurringBuyItem key={plan.planId} plan={plan} />
              ))}
            </Box>
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
