import { Text, type TextProps } from '@chakra-ui/react';
import { changeShown } from '@/lib/live-prices/figures';
import {
  LIVE_SLOT_ATTRIBUTE,
  PENDING_CHANGE,
  PENDING_SLOT_CSS,
  pendingAttribute,
} from '@/lib/live-prices/slots';

/**
 * Colours follow `data-direction`, so the page script that fills a change before the app
 * starts (live-prices.ts) colours it by setting the same attribute.
 */
const CHANGE_CSS = {
  ...PENDING_SLOT_CSS,
  '&[data-direction=up]': { color: 'change.up' },
  '&[data-direction=down]': { color: 'change.down' },
} as const;

/**
 * The daily change to 2 decimals, red down and blue up; the sign says it too.
 * `slot` names it for the page script (slots.ts); `pending` draws it as a bar until known.
 */
export function DailyChange({
  value,
  slot,
  pending = false,
  ...props
}: { value: string | undefined; slot?: string; pending?: boolean } & TextProps) {
  const { text, direction } = changeShown(value);
  return (
    <Text
      as="span"
      color="fg.muted"
      fontVariantNumeric="tabular-nums"
      css={CHANGE_CSS}
      data-direction={direction}
      {...(slot ? { [LIVE_SLOT_ATTRIBUTE]: slot } : {})}
      {...pendingAttribute(pending)}
      {...props}
    >
      {pending ? PENDING_CHANGE : text}
    </Text>
  );
}
