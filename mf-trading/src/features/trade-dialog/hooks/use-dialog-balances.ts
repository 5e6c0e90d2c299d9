import { amountToBig, type Big } from '@wattle/shared';
import { useFiatBalance } from '@/lib/api/get-fiat-balance';
import { useAssetBalance } from '../api/get-asset-balance';

export interface DialogBalances {
  /** AUD to spend; null while unknown. */
  fiat: Big | null;
  /** The coin's balance; null while unknown. */
  crypto: Big | null;
  fiatLoading: boolean;
  cryptoLoading: boolean;
}

/** The dialog is given the fiat balance and the coin's balance with a loading flag. */
export function useDialogBalances(assetId: string): DialogBalances {
  const fiat = useFiatBalance();
  const crypto = useAssetBalance(assetId);
  return {
    fiat: fiat.data ? amountToBig(fiat.data) : null,
    crypto: crypto.data ? amountToBig(crypto.data) : null,
    fiatLoading: fiat.isPending,
    cryptoLoading: crypto.isPending,
  };
}
