import type { Asset } from '@wattle/shared';
import { useCallback } from 'react';
import type { Direction } from '@/lib/assets/trade-availability';
import { useDialogLauncher } from '@/lib/use-dialog-launcher';

/**
 * Choosing an asset opens the order dialog with a direction; closing resets it
 * after the close transition.
 */
export function useTradeLauncher() {
  const { launched, open, choose, close } = useDialogLauncher<{
    asset: Asset;
    direction: Direction;
  }>();
  const chooseTrade = useCallback(
    (asset: Asset, direction: Direction) => choose({ asset, direction }),
    [choose],
  );
  return { launched, open, choose: chooseTrade, close };
}

export type TradeLauncher = ReturnType<typeof useTradeLauncher>;
