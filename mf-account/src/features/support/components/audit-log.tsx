import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  AUDIT_ACTIONS,
  DateInput,
  errorMessage,
  formatDateTime,
  parseDisplayDate,
  QueryState,
  showToast,
  startOfSydneyDay,
  auditSentence,
  personName,
  AUDIT_ACTION_LABELS,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { auditQuery, downloadAuditCsv, type AuditFilter } from '../api/support-api';
import { ConsoleList, ConsoleRow } from './console-card';

const DAY_MS = 24 * 60 * 60 * 1000;

interface FilterForm {
  staff: string;
  userId: string;
  action: string;
  from: string;
  to: string;
}

/** A DD/MM/YYYY day as the instant it starts in Sydney ("to" days count whole). */
function dayBound(text: string, end: boolean): string | null {
  if (text === '') return '';
  const day = text.length === 10 ? parseDisplayDate(text) : null;
  if (!day) return null;
  const start = startOfSydneyDay(day);
  return (end ? startOfSydneyDay(new Date(day.getTime() + DAY_MS)) : start).toISOString();
}

/** `/support/audit`: who did what to whom, why and when; filtered, and exported as CSV. */
export function AuditLog() {
  const [form, setForm] = useState<FilterForm>({
    staff: '',
    userId: '',
    action: '',
    from: '',
    to: '',
  });
  const settled = useDebouncedValue(form, 300);
  const from = dayBound(settled.from, false);
  const to = dayBound(settled.to, true);
  const filter: AuditFilter = {
    staff: settled.staff.trim(),
    userId: settled.userId.trim(),
    action: settled.action,
    from: from ?? '',
    to: to ?? '',
  };
  const entries = useQuery(auditQuery(filter));
  const [exporting, setExporting] = useState(false);
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await downloadAuditCsv(filter);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'wattle-audit-log.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      showToast('error', errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="5">
      <SimpleGrid
        as="form"
        aria-label="Filter the audit log"
        columns={{ base: 1, md: 3, xl: 5 }}
        gap="3"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field.Root>
          <Field.Label>Staff member</Field.Label>
          <Input value={form.staff} onChange={set('staff')} placeholder="E-mail or ID" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Customer ID</Field.Label>
          <Input value={form.userId} onChange={set('userId')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Action</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.action} onChange={set('action')}>
              <option value="">Any action</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action] ?? action}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={from === null}>
          <Field.Label>From</Field.Label>
          <DateInput value={form.from} onChange={set('from')} />
          {from === null && <Field.ErrorText>Enter a date as DD/MM/YYYY</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={to === null}>
          <Field.Label>To</Field.Label>
          <DateInput value={form.to} onChange={set('to')} />
          {to === null && <Field.ErrorText>Enter a date as DD/MM/YYYY</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
        <Text aria-live="polite" color="fg.muted" fontSize="sm">
          {entries.data
            ? `${entries.data.length} ${entries.data.length === 1 ? 'entry' : 'entries'} (newest first, at most 100 shown; times are Sydney time)`
            : ''}
        </Text>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Stack>
      <QueryState
        query={entries}
        loadingLabel="Loading the audit log"
        empty={<Text color="fg.muted">No entries match these filters.</Text>}
      >
        {(list) => (
          <ConsoleList empty="No entries match these filters.">
            {list.map((entry) => {
              const { what, more } = auditSentence(entry);
              const own = entry.subjectUserId === entry.actorId;
              return (
                <ConsoleRow
                  key={entry.auditId}
                  title={`${personName(entry.actorName, entry.actorEmail)}: ${what}`}
                  detail={
                    <>
                      {formatDateTime(entry.createdAt)}
                      {entry.subjectUserId && !own && (
                        <>
                          {' · '}
                          <RouterLink to={`/support/customers/${entry.subjectUserId}`}>
                            {personName(entry.subjectName, entry.subjectEmail)}
                          </RouterLink>
                        </>
                      )}
                      {typeof entry.details.reason === 'string' &&
                        ` · why: “${entry.details.reason}”`}
                      {more.length > 0 && ` · ${more.join(', ')}`}
                    </>
                  }
                />
              );
            })}
          </ConsoleList>
        )}
      </QueryState>
    </Stack>
  );
}
