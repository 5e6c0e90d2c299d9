import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  ADDRESS_QUERY_MIN_LENGTH,
  FormField,
  type AddressSuggestion,
  type FormValues,
  type WattleFormState,
} from '@wattle/shared';
import { useState, type FocusEvent } from 'react';
import { ComboboxOption } from '@/components/combobox-option';
import { useCombobox } from '@/lib/use-combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddressSuggestions } from '../api/get-address-suggestions';

/** Long enough that typing "12 Smith" asks once, short enough to feel immediate. */
const DEBOUNCE_MS = 300;

interface StreetAddressValues extends FormValues {
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
}

/**
 * The street line with address suggestions as the customer types
 * (docs/product/identity.md#addresses): a combobox whose list opens under the field; ↑ ↓ move,
 * Enter or a click chooses, Escape closes. Choosing fills street, suburb, state and postcode,
 * which the customer can still change. Typing past the list is always fine.
 */
export function StreetAddressField<TValues extends StreetAddressValues>({
  form,
}: {
  form: WattleFormState<TValues>;
}) {
  const typed = form.values.streetAddress.trim();
  const query = useDebouncedValue(typed, DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(query);
  const [open, setOpen] = useState(false);
  const asking = typed.length >= ADDRESS_QUERY_MIN_LENGTH;
  const options = open && asking && query === typed ? (suggestions.data ?? []) : [];
  const combobox = useCombobox({
    options,
    onChoose: (address: AddressSuggestion) => choose(address),
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  });

  function choose(address: AddressSuggestion) {
    const { streetAddress, suburb, state, postcode } = address;
    form.setValues({ streetAddress, suburb, state, postcode } as Partial<TValues>);
    setOpen(false);
    combobox.restart();
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  let status = '';
  if (open && asking && query === typed && suggestions.isSuccess) {
    status =
      options.length === 0
        ? 'No matching address. Type it in full.'
        : `${options.length} ${options.length === 1 ? 'address' : 'addresses'} found. Use ↑ and ↓ to choose.`;
  }

  return (
    <Box position="relative" onBlur={onBlur}>
      <FormField
        form={form}
        name="streetAddress"
        label="Street address"
        required
        {...combobox.inputProps}
        autoComplete="off"
        placeholder="3/12 Smith Street"
        helperText="Unit and street number, then the street: 3/12 Smith St or 12-14 Smith St. Choose a suggestion to fill in the rest."
        onInput={() => {
          setOpen(true);
          combobox.restart();
        }}
        onKeyDown={combobox.onKeyDown}
      />
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
      <Box
        as="ul"
        id={combobox.listId}
        role="listbox"
        aria-label="Suggested addresses"
        hidden={options.length === 0}
        position="absolute"
        zIndex="dropdown"
        top="calc(var(--chakra-sizes-10) + var(--chakra-sizes-7))"
        insetX="0"
        listStyleType="none"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="lg"
        overflow="hidden"
      >
        {options.map((address, index) => (
          <ComboboxOption
            key={address.id}
            combobox={combobox}
            index={index}
            last={index === options.length - 1}
            onChoose={() => choose(address)}
            minH="11"
            // Keeps the focus in the field, so choosing does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
          >
            <Text>{address.label}</Text>
          </ComboboxOption>
        ))}
      </Box>
    </Box>
  );
}
