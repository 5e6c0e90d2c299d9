import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { BellIcon } from '../icons.js';
import { PriceAlertDialog } from './price-alert-dialog.js';

export interface AlertBellProps extends Omit<IconButtonProps, 'aria-label' | 'onClick'> {
  asset: { symbol: string; name: string };
  /** The coin's price now, formatted, shown in the form. */
  priceNow?: string | undefined;
}

/** The bell on a coin's row: opens the alert form for that coin. */
export function AlertBell({ asset, priceNow, ...props }: AlertBellProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        size="xs"
        color="fg.muted"
        aria-label={`Set a price alert for ${asset.name}`}
        aria-haspopup="dialog"
        data-testid={`alert-bell-${asset.symbol.toUpperCase()}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        {...props}
      >
        <BellIcon />
      </IconButton>
      <PriceAlertDialog
        open={open}
        onClose={() => setOpen(false)}
        asset={asset}
        priceNow={priceNow}
      />
    </>
  );
}
