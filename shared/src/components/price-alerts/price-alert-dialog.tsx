import type { PriceAlert } from '../../contracts/alerts.js';
import { WattleModal } from '../wattle-modal.js';
import { PriceAlertForm } from './price-alert-form.js';

export interface PriceAlertDialogProps {
  open: boolean;
  onClose: () => void;
  asset: { symbol: string; name: string };
  alert?: PriceAlert;
  priceNow?: string | undefined;
}

/** The alert form in a modal: from a coin's bell, a coin page, or the list of alerts. */
export function PriceAlertDialog({ open, onClose, asset, alert, priceNow }: PriceAlertDialogProps) {
  return (
    <WattleModal
      open={open}
      onClose={onClose}
      title={alert ? `Change your ${asset.name} alert` : `Price alert for ${asset.name}`}
    >
      {open && <PriceAlertForm asset={asset} alert={alert} priceNow={priceNow} onSaved={onClose} />}
    </WattleModal>
  );
}
