import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  TRADING_COSTS,
  tradeSettingsQueryOptions,
  useSession,
  WattleModal,
  type Asset,
} from '@wattle/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import { availability, swapTargets, type Direction } from '@/lib/assets/trade-availability';
import { useTradeDialog } from '../hooks/use-trade-dialog';
import type { TradeLauncher } from '../hooks/use-trade-launcher';
import type { DialogStep } from '../lib/dialog-state';
import type { OrderTab } from '../lib/waiting-order';
import type { DirectionOption } from './direction-toggle';
import { EntryStep } from './entry-step';
import { OrderTabs } from './order-tabs';
import { FailureStep, SuccessStep } from './result-steps';
import { ReviewStep } from './review-step';
import { WaitingOrderForm } from './waiting-order-form';

const DIRECTIONS: { value: Direction; label: string }[] = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
  { value: 'swap', label: 'Swap' },
];

const TITLES: Record<Exclude<DialogStep, 'ENTRY'>, string> = {
  CONFIRM: 'Review your order',
  SUCCESS: 'Your order was successful!',
  ERROR: 'Your order has failed!',
};

export interface TradeDialogProps {
  asset: Asset;
  direction: Direction;
  open: boolean;
  onClose: () => void;
  /** Advanced view (the page's view mode): quote and order details too. */
  advanced?: boolean;
}

/** The four-step order dialog (docs/product/trading.md#trade-dialog). Full-screen on phones. */
export function TradeDialog({
  asset: chosen,
  direction,
  open,
  onClose,
  advanced = false,
}: TradeDialogProps) {
  const session = useSession();
  const assets = cryptoAssets(useAssets().data);
  // Live prices: the list refreshes on the price countdown while the dialog is open.
  const asset = assets.find((candidate) => candidate.assetId === chosen.assetId) ?? chosen;
  const targets = swapTargets(asset, assets, session.can);
  const checks = DIRECTIONS.map((option) => ({
    ...option,
    ...availability(option.value, asset, assets, session.can),
  }));
  const options: DirectionOption[] = checks.map((check) => ({
    value: check.value,
    label: check.label,
    disabled: !check.enabled,
  }));
  const buyAndSell = checks.filter((check) => check.value !== 'swap');
  const blockedReason = buyAndSell.every((check) => !check.enabled)
    ? [...new Set(buyAndSell.map((check) => check.reason))].join('. ')
    : null;
  const startWith = checks.find((check) => check.value === direction)?.enabled
    ? direction
    : (checks.find((check) => check.enabled)?.value ?? direction);
  const trade = useTradeDialog({
    asset,
    initialDirection: startWith,
    defaultTargetId: targets[0]?.assetId ?? null,
  });
  const settings = useQuery(tradeSettingsQueryOptions());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const step = trade.step;
  // Advanced mode only: simple mode keeps one-click market orders.
  const [tab, setTab] = useState<OrderTab>('market');
  const waiting = advanced && step === 'ENTRY' && tab !== 'market' ? tab : null;
  const verb = DIRECTIONS.find((option) => option.value === trade.state.direction)?.label ?? 'Buy';

  const backToDashboard = () => {
    onClose();
    if (pathname !== '/' && pathname !== '/dashboard') void navigate('/dashboard');
  };

  return (
    <WattleModal
      open={open}
      onClose={onClose}
      title={
        waiting
          ? `${waiting === 'limit' ? 'Limit order' : 'Stop order'}: ${asset.name}`
          : step === 'ENTRY'
            ? `${verb} ${asset.name}`
            : TITLES[step]
      }
      onBack={step === 'CONFIRM' && trade.state.busy === null ? trade.back : undefined}
    >
      {advanced && step === 'ENTRY' && (
        <Box mb="5">
          <OrderTabs value={tab} onChange={setTab} disabled={trade.state.busy !== null} />
        </Box>
      )}
      {waiting && (
        <WaitingOrderForm
          key={waiting}
          tab={waiting}
          asset={asset}
          feePercentage={settings.data?.tradeFeePercentage ?? null}
          onPlaced={onClose}
        />
      )}
      {step === 'ENTRY' && !waiting && (
        <EntryStep
          trade={trade}
          asset={asset}
          options={options}
          blockedReason={blockedReason}
          swapTargets={targets}
          feePercentage={settings.data?.tradeFeePercentage ?? null}
        />
      )}
      {step === 'CONFIRM' && <ReviewStep trade={trade} advanced={advanced} open={open} />}
      {step === 'SUCCESS' && trade.state.order && (
        <SuccessStep
          order={trade.state.order}
          feePercentage={trade.state.held?.quote.feePercentage ?? TRADING_COSTS.feePercentage}
          advanced={advanced}
          onDone={backToDashboard}
        />
      )}
      {step === 'ERROR' && (
        <FailureStep message={trade.state.errorMessage ?? ''} onDone={backToDashboard} />
      )}
    </WattleModal>
  );
}

/** The trade dialog a page's launcher (useTradeLauncher) has opened, while it is open. */
export function LaunchedTradeDialog({
  launcher,
  advanced,
}: {
  launcher: TradeLauncher;
  advanced: boolean;
}) {
  const { launched } = launcher;
  if (!launched) return null;
  return (
    <TradeDialog
      key={launched.key}
      asset={launched.value.asset}
      direction={launched.value.direction}
      open={launcher.open}
      onClose={launcher.close}
      advanced={advanced}
    />
  );
}
