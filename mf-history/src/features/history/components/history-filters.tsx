import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  DateInput,
  HISTORY_GROUP_KINDS,
  HISTORY_GROUP_LABELS,
  parseDisplayDate,
  type HistoryGroupKind,
} from '@wattle/shared';
import { useState, type FormEvent } from 'react';
import { hasFilters, type HistoryFilters } from '../lib/history-filters';

const toIsoDay = (date: Date) => date.toISOString().slice(0, 10);
const toDisplay = (isoDay: string | undefined) =>
  isoDay ? isoDay.split('-').reverse().join('/') : '';

export interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  /** Coin symbols the customer can filter by. */
  symbols: readonly string[];
  /**
   * Called with the change the customer made, to apply to the latest filters: a second change
   * can come before the page has rendered the first (a navigation renders in a transition).
   */
  onChange: (change: (current: HistoryFilters) => HistoryFilters) => void;
}

/** Type, asset and date range; the choice lives in the URL, so it can be shared and undone. */
export function HistoryFiltersBar({ filters, symbols, onChange }: HistoryFiltersBarProps) {
  const [from, setFrom] = useState(toDisplay(filters.from));
  const [to, setTo] = useState(toDisplay(filters.to));
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(filters);
  if (shown.from !== filters.from || shown.to !== filters.to) {
    // The URL changed (back button): show its dates.
    setShown(filters);
    setFrom(toDisplay(filters.from));
    setTo(toDisplay(filters.to));
  }

  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    const fromDate = from ? parseDisplayDate(from) : null;
    const toDate = to ? parseDisplayDate(to) : null;
    if ((from && !fromDate) || (to && !toDate)) {
      setError('Write dates as DD/MM/YYYY, for example 01/07/2025.');
      return;
    }
    if (fromDate && toDate && fromDate > toDate) {
      setError('The start date must be on or before the end date.');
      return;
    }
    setError(null);
    onChange((current) => {
      const next: HistoryFilters = { ...current };
      delete next.from;
      delete next.to;
      if (fromDate) next.from = toIsoDay(fromDate);
      if (toDate) next.to = toIsoDay(toDate);
      return next;
    });
  };

  const set = (key: 'type' | 'asset', value: string) => {
    onChange((current) => {
      const next: HistoryFilters = { ...current };
      if (value) (next as Record<string, string>)[key] = value;
      else delete next[key];
      return next;
    });
  };

  return (
    <Stack as="form" gap="3" onSubmit={applyDates} aria-label="Filter transactions">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignItems="end">
        <FilterSelect
          label="Type"
          anyLabel="All types"
          value={filters.type ?? ''}
          options={HISTORY_GROUP_KINDS.map((kind: HistoryGroupKind) => ({
            value: kind,
            label: HISTORY_GROUP_LABELS[kind],
          }))}
          onChange={(value) => set('type', value)}
        />
        <FilterSelect
          label="Asset"
          anyLabel="All assets"
          value={filters.asset ?? ''}
          options={[...new Set([...symbols, ...(filters.asset ? [filters.asset] : [])])].map(
            (symbol) => ({ value: symbol, label: symbol }),
          )}
          onChange={(value) => set('asset', value)}
        />
        <Field.Root>
          <Field.Label>From</Field.Label>
          <DateInput size="sm" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>To</Field.Label>
          <DateInput size="sm" value={to} onChange={(event) => setTo(event.target.value)} />
        </Field.Root>
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="eucalypt">
          Apply dates
        </Button>
        {hasFilters(filters) && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setFrom('');
              setTo('');
              setError(null);
              onChange(() => ({}));
            }}
          >
            Clear filters
          </Button>
        )}
        {error && (
          <Text role="alert" color="red.700" fontSize="sm">
            {error}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}

/** One filter's drop-down: the empty choice (`anyLabel`) means no filter. */
function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
