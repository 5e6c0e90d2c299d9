import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  assetsQueryOptions,
  CoinIcon,
  errorMessage,
  formatDateTime,
  formatFiat,
  PriceAlertDialog,
  QueryState,
  showToast,
  useDeletePriceAlert,
  usePriceAlerts,
  type PriceAlert,
  SectionCard,
} from '@wattle/shared';
import { useState } from 'react';

/** "Above $180,000.00, once" — what an alert waits for, in words. */
export function alertSummary(alert: PriceAlert): string {
  const what =
    alert.condition === 'move'
      ? `Moves ±${alert.percent ?? ''}% in 24 hours`
      : `${alert.condition === 'above' ? 'Above' : 'Below'} ${formatFiat(alert.price, 'half-up')}`;
  return `${what}, ${alert.repeat === 'once' ? 'once' : 'every time'}${alert.email ? ', by e-mail too' : ''}`;
}

function AlertRow({ alert, name }: { alert: PriceAlert; name: string }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeletePriceAlert();
  const label = `${name} alert: ${alertSummary(alert)}`;
  return (
    <HStack
      as="li"
      justify="space-between"
      align="flex-start"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      wrap="wrap"
    >
      <HStack gap="3" align="flex-start" minW="0" flex="1">
        <CoinIcon symbol={alert.asset} />
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">
            {name}{' '}
            {!alert.active && (
              <Badge colorPalette="gray" ms="1">
                Done
              </Badge>
            )}
          </Text>
          <Text fontSize="sm">{alertSummary(alert)}</Text>
          {alert.lastTriggeredAt && (
            <Text fontSize="sm" color="fg.muted">
              Last told {formatDateTime(alert.lastTriggeredAt)}
            </Text>
          )}
        </Stack>
      </HStack>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit ${label}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${label}`}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(alert.alertId, {
              onSuccess: () => showToast('success', `The ${name} alert is deleted.`),
              onError: (error) => showToast('error', errorMessage(error)),
            })
          }
        >
          Delete
        </Button>
      </HStack>
      <PriceAlertDialog
        open={editing}
        onClose={() => setEditing(false)}
        asset={{ symbol: alert.asset, name }}
        alert={alert}
      />
    </HStack>
  );
}

/**
 * The customer's price alerts (docs/product/alerts-and-watchlist.md#alerts), to change or
 * delete; new ones are set from a coin's bell on the dashboard or its coin page.
 */
export function PriceAlertsSection() {
  const alerts = usePriceAlerts();
  const assets = useQuery(assetsQueryOptions()).data;
  const nameOf = (symbol: string) =>
    assets?.find((asset) => asset.symbol.toUpperCase() === symbol)?.name ?? symbol;
  return (
    <SectionCard
      title="Price alerts"
      description="Set an alert with the bell beside a coin on your dashboard or on its coin page."
    >
      <QueryState query={alerts} loadingLabel="Loading your price alerts">
        {({ alerts: list, limit }) =>
          list.length === 0 ? (
            <Text color="fg.muted">You have no price alerts yet.</Text>
          ) : (
            <Stack gap="2">
              <Stack as="ul" gap="0" listStyleType="none" aria-label="Your price alerts">
                {list.map((alert) => (
                  <AlertRow key={alert.alertId} alert={alert} name={nameOf(alert.asset)} />
                ))}
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                {list.length} of {limit} alerts.
              </Text>
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
