import { Button, Field, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { errorMessage, formatCoin, formatFiat, showToast, type Asset } from '@wattle/shared';
import { useReducer, useState } from 'react';
import { usePlaceOrder } from '../api/post-order';
import {
  aboutFill,
  EMPTY_WAITING_ORDER,
  waitingOrderReducer,
  waitingOrderRequest,
  type OrderTab,
  type WaitingOrderState,
} from '../lib/waiting-order';

function PriceField({
  label,
  value,
  helper,
  onChange,
}: {
  label: string;
  value: string;
  helper: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        fontVariantNumeric="tabular-nums"
      />
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}

/**
 * The Limit and Stop tabs (docs/product/trading.md#orders): amount, the limit or the
 * triggers, an optional expiry, and about what a fill at that price gives, fee and spread
 * included. Placing holds the money until the order fills, expires or is cancelled.
 */
export function WaitingOrderForm({
  tab,
  asset,
  feePercentage,
  onPlaced,
}: {
  tab: Exclude<OrderTab, 'market'>;
  asset: Asset;
  feePercentage: string | null;
  onPlaced: () => void;
}) {
  const [state, dispatch] = useReducer(waitingOrderReducer, {
    ...EMPTY_WAITING_ORDER,
    side: tab === 'stop' ? 'sell' : 'buy',
  });
  const [key] = useState(() => crypto.randomUUID());
  const place = usePlaceOrder();
  const side = tab === 'stop' ? 'sell' : state.side;
  const field = (name: Exclude<keyof WaitingOrderState, 'side'>) => (value: string) =>
    dispatch({ type: 'field', field: name, value });
  const request = waitingOrderRequest(tab, asset.assetId, { ...state, side });
  const fee = feePercentage ?? undefined;
  const about = [
    tab === 'limit' ? state.limitPrice : state.stopPrice,
    tab === 'stop' ? state.takeProfitPrice : '',
  ]
    .filter((price) => price !== '')
    .map((price) => ({ price, fill: aboutFill(side, state.amount, price, fee) }));
  const submit = () => {
    if (!request) return;
    place.mutate(
      { request, key },
      {
        onSuccess: () => {
          showToast('success', 'Order placed. It waits for its price; the money is held.');
          onPlaced();
        },
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );
  };
  return (
    <Stack gap="4" as="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      {tab === 'limit' && (
        <SegmentGroup.Root
          value={state.side}
          onValueChange={(details) =>
            dispatch({ type: 'side', side: details.value === 'sell' ? 'sell' : 'buy' })
          }
          aria-label="Buy or sell"
          size="sm"
        >
          <SegmentGroup.Items
            items={[
              { value: 'buy', label: 'Buy' },
              { value: 'sell', label: 'Sell' },
            ]}
            flex="1"
            justifyContent="center"
          />
        </SegmentGroup.Root>
      )}
      <Field.Root required>
        <Field.Label>
          {side === 'buy'
            ? 'Amount to spend (AUD, fee included)'
            : `Amount of ${asset.symbol} to sell`}
        </Field.Label>
        <Input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={state.amount}
          onChange={(event) => field('amount')(event.target.value)}
          fontVariantNumeric="tabular-nums"
        />
      </Field.Root>
      {tab === 'limit' ? (
        <PriceField
          label={`Limit price per ${asset.symbol} (AUD)`}
          value={state.limitPrice}
          onChange={field('limitPrice')}
          helper={
            side === 'buy'
              ? 'Buys once the buy price is at or below this, at that price or better.'
              : 'Sells once the sell price is at or above this, at that price or better.'
          }
        />
      ) : (
        <>
          <PriceField
            label={`Stop-loss: sell if the price falls to (AUD per ${asset.symbol})`}
            value={state.stopPrice}
            onChange={field('stopPrice')}
            helper="Then sells at the market price of that moment, which may be lower."
          />
          <PriceField
            label={`Take-profit: sell if the price rises to (AUD per ${asset.symbol})`}
            value={state.takeProfitPrice}
            onChange={field('takeProfitPrice')}
            helper="Fill in both for a pair on one holding: whichever is reached first cancels the other."
          />
        </>
      )}
      <Field.Root>
        <Field.Label>Expires on (optional)</Field.Label>
        <Input
          type="date"
          value={state.expiresOn}
          onChange={(event) => field('expiresOn')(event.target.value)}
        />
        <Field.HelperText>Leave empty to keep the order until you cancel it.</Field.HelperText>
      </Field.Root>
      {about.map(({ price, fill }) =>
        fill ? (
          <Text key={price} fontSize="sm" color="fg.muted" data-testid="about-fill">
            At {formatFiat(price)}: about{' '}
            {side === 'buy'
              ? formatCoin(fill.receive, asset.symbol, 'down')
              : formatFiat(fill.receive)}
            , after a fee of about {formatFiat(fill.fee)} and a spread of about{' '}
            {formatFiat(fill.spread)} in the price.
          </Text>
        ) : null,
      )}
      <Button
        type="submit"
        colorPalette="eucalypt"
        size="lg"
        disabled={!request}
        loading={place.isPending}
      >
        Place {tab === 'limit' ? `limit ${side}` : 'stop order'}
      </Button>
    </Stack>
  );
}
