import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, formatMobile, type SupportUserSummary } from '@wattle/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ComboboxOption } from '@/components/combobox-option';
import { useCombobox } from '@/lib/use-combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { customerSearchQuery } from '../api/support-api';
import { VerificationBadges } from './verification-badges';

const DEBOUNCE_MS = 250;

function displayName(customer: SupportUserSummary) {
  const name = `${customer.firstName} ${customer.lastName}`;
  return customer.preferredName ? `${name} (${customer.preferredName})` : name;
}

/**
 * Find a customer as you type: e-mail, name, mobile, user id or deposit reference. Arrow keys
 * move through the results, Enter opens one.
 */
export function CustomerSearch() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const results = useQuery(customerSearchQuery(query));
  const navigate = useNavigate();
  const customers = query.length >= 2 ? (results.data ?? []) : [];
  const open = (customer: SupportUserSummary) =>
    void navigate(`/support/customers/${customer.userId}`);
  const combobox = useCombobox({ options: customers, onChoose: open, firstActive: 0 });

  let status = '';
  if (query.length < 2) status = 'Type at least 2 characters.';
  else if (results.isFetching && !results.data) status = 'Searching…';
  else if (results.isError) status = errorMessage(results.error);
  else status = `${customers.length} ${customers.length === 1 ? 'customer' : 'customers'} found`;

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Find a customer</Field.Label>
        <Input
          {...combobox.inputProps}
          placeholder="E-mail, name, mobile, user ID or deposit reference"
          value={text}
          autoFocus
          onChange={(event) => {
            setText(event.target.value);
            combobox.restart();
          }}
          onKeyDown={combobox.onKeyDown}
        />
        <Field.HelperText>
          Use ↑ and ↓ to move through the results, Enter to open one.
        </Field.HelperText>
      </Field.Root>
      <Text aria-live="polite" color="fg.muted" fontSize="sm">
        {status}
      </Text>
      <Box
        as="ul"
        id={combobox.listId}
        role="listbox"
        aria-label="Customers found"
        listStyleType="none"
        borderWidth={customers.length > 0 ? '1px' : '0'}
        borderRadius="l2"
      >
        {customers.map((customer, index) => (
          <ComboboxOption
            key={customer.userId}
            combobox={combobox}
            index={index}
            last={index === customers.length - 1}
            onChoose={() => open(customer)}
          >
            <Stack gap="1">
              <Text fontWeight="semibold">{displayName(customer)}</Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {customer.email}
                {customer.phoneNumber ? ` · ${formatMobile(customer.phoneNumber)}` : ''}
                {customer.accountStatus === 'closed' ? ' · closed' : ''}
              </Text>
              <VerificationBadges customer={customer} />
            </Stack>
          </ComboboxOption>
        ))}
      </Box>
    </Stack>
  );
}
