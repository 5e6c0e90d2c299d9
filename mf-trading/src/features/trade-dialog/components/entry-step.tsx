import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { Asset } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { AmountField } from '@/components/order/amount-field';
import { AvailableFunds } from '@/components/order/available-funds';
import { DEPOSIT_PATH } from '@/config/paths';
import { amountPlaceholder, insufficientForMinimum } from '@/lib/order/trade-limits';
import type { TradeDialogModel } from '../hooks/use-trade-dialog';
import { AssetPriceHeader } from './asset-price-header';
import { DirectionToggle, type DirectionOption } from './direction-toggle';
import { EstimateLines } from './estimate-lines';
import { NearHighWarning } from './near-high-warning';
import { SwapTargetField } from './swap-target-field';

export interface EntryStepProps {
  trade: TradeDialogModel;
  asset: Asset;
  options: DirectionOption[];
  /** Why nothing can be traded, when every direction is disabled. */
  blockedReason: string | null;
  swapTargets: Asset[];
  feePercentage: string | null;
}

const AMOUNT_LABELS = {
  buy: 'Amount to spend, fee included',
  sell: 'Amount to sell',
  swap: 'Amount to swap',
} as const;

/**
 * The entry step (docs/product/trading.md#trade-dialog-steps): choose direction and amount,
 * then Preview — or 1-Click, for a customer who turned it on in preferences.
 */
export function EntryStep({
  trade,
  asset,
  options,
  blockedReason,
  swapTargets,
  feePercentage,
}: EntryStepProps) {
  const { state, limits } = trade;
  const blocked = blockedReason !== null;
  const shortOfMinimum = insufficientForMinimum(limits);
  const target = swapTargets.find((candidate) => candidate.assetId === trade.targetAssetId) ?? null;
  const canOrder = !blocked && !shortOfMinimum && !trade.balanceLoading;
  return (
    <Stack gap="5">
      <DirectionToggle
        value={state.direction}
        options={options}
        onChange={trade.setDirection}
        disabled={blocked || state.busy !== null}
      />
      <AssetPriceHeader asset={asset} side={limits.side} />
      {state.direction === 'buy' && !blocked && <NearHighWarning asset={asset} />}
      {blocked && (
        <Text role="status" fontWeight="medium">
          {blockedReason}
        </Text>
      )}
      <Stack
        gap="4"
        filter={blocked ? 'blur(3px)' : undefined}
        aria-hidden={blocked || undefined}
        data-testid="trade-form"
      >
        <AvailableFunds limits={limits} loading={trade.balanceLoading} />
        {shortOfMinimum ? (
          <Box role="status" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
            {shortOfMinimum}
            {limits.side === 'buy' && (
              <Link asChild display="block" mt="2" color="eucalypt.fg" fontWeight="medium">
                <RouterLink to={DEPOSIT_PATH}>Deposit AUD</RouterLink>
              </Link>
            )}
          </Box>
        ) : (
          <>
            {state.direction === 'swap' && (
              <SwapTargetField
                targets={swapTargets}
                value={trade.targetAssetId}
                onChange={trade.setTarget}
                disabled={blocked || state.busy !== null}
              />
            )}
            <AmountField
              label={`${AMOUNT_LABELS[state.direction]} (${limits.unit})`}
              value={state.amount}
              placeholder={amountPlaceholder(limits)}
              unit={limits.unit}
              onChange={trade.setAmount}
              onMax={trade.setMax}
              maxDisabled={limits.effectiveMaximum === null}
              disabled={blocked || state.busy !== null}
              error={trade.amountError}
            />
            <EstimateLines
              direction={state.direction}
              amount={state.amount}
              asset={asset}
              target={target}
              feePercentage={feePercentage}
              orderable={trade.amountError === null}
            />
          </>
        )}
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button
            flex={{ sm: '1' }}
            colorPalette="brand"
            loading={state.busy === 'preview'}
            disabled={!canOrder || !trade.ready}
            onClick={() => void trade.preview()}
          >
            Preview order
          </Button>
          {state.direction === 'buy' && trade.oneClickOn && (
            <Button
              flex={{ sm: '1' }}
              variant="outline"
              colorPalette="eucalypt"
              loading={state.busy === 'one-click'}
              disabled={!canOrder || !trade.ready}
              onClick={() => void trade.oneClick()}
            >
              1-Click buy
            </Button>
          )}
        </Flex>
      </Stack>
    </Stack>
  );
}
