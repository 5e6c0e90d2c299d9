import { Box, type BoxProps } from '@chakra-ui/react';
import type { Combobox } from '@/lib/use-combobox';

/**
 * One option in a combobox's list (`useCombobox`): a row that shows when it is the active one
 * and is chosen by a click. Layout props (a minimum height, say) pass through to the row.
 */
export function ComboboxOption({
  combobox,
  index,
  last,
  onChoose,
  children,
  ...row
}: Omit<BoxProps, 'onClick'> & {
  combobox: Combobox;
  index: number;
  last: boolean;
  onChoose: () => void;
}) {
  const option = combobox.optionProps(index);
  return (
    <Box
      as="li"
      {...option}
      cursor="pointer"
      px="4"
      py="3"
      borderBottomWidth={last ? '0' : '1px'}
      bg={option['aria-selected'] ? 'eucalypt.subtle' : undefined}
      onClick={onChoose}
      {...row}
    >
      {children}
    </Box>
  );
}
