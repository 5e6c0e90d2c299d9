import { Badge, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  PEP_STATUSES,
  PERMISSION_TYPES,
  type PepStatus,
  type SupportUserDetail,
  PEP_LABELS,
  PERMISSION_LABELS,
} from '@wattle/shared';
import { useState } from 'react';
import { supportKeys } from '@/lib/query-keys';
import { changeCustomer, type CustomerChange } from '../api/support-api';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConsoleCard, ConsoleList, ConsoleRow, ConsoleRowTitle, RowAction } from './console-card';
import { useStaffRole } from './support-access';

export interface PendingChange {
  change: CustomerChange;
  title: string;
  description: string;
  confirmLabel: string;
  done: string;
}

/** One support_lv2 change at a time: confirmed with a reason, the answer shown at once. */
export function useCustomerChange(customer: SupportUserDetail) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const dialog = (
    <ConfirmActionDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      title={pending?.title ?? ''}
      change={pending?.description ?? ''}
      needsReason
      confirmLabel={pending?.confirmLabel ?? 'Confirm'}
      onConfirm={async (reason) => {
        if (!pending) return '';
        const updated = await changeCustomer(customer.profile.userId, pending.change, reason);
        queryClient.setQueryData(supportKeys.customer(customer.profile.userId), updated);
        void queryClient.invalidateQueries({ queryKey: supportKeys.audits() });
        return pending.done;
      }}
    />
  );
  return { ask: setPending, dialog };
}

/** Permissions: what the customer may do now, and what support suspended (lv2 changes it). */
export function PermissionsCard({ customer }: { customer: SupportUserDetail }) {
  const canChange = useStaffRole('support_lv2');
  const { ask, dialog } = useCustomerChange(customer);
  const name = customer.profile.firstName;
  return (
    <ConsoleCard title="Permissions">
      <ConsoleList empty="">
        {PERMISSION_TYPES.map((permission) => {
          const label = PERMISSION_LABELS[permission];
          const suspension = customer.suspensions.find((item) => item.permission === permission);
          const granted = customer.permissions.includes(permission);
          let state = <Badge colorPalette="gray">Not yet (verification)</Badge>;
          if (suspension) state = <Badge colorPalette="red">Suspended</Badge>;
          else if (granted) state = <Badge colorPalette="green">Allowed</Badge>;
          return (
            <ConsoleRow
              key={permission}
              title={
                <ConsoleRowTitle
                  actions={
                    canChange &&
                    (suspension ? (
                      <RowAction
                        label={`Restore ${label}`}
                        onClick={() =>
                          ask({
                            change: { kind: 'restore', permission },
                            title: `Restore ${label}`,
                            description: `${label} for ${name}: suspended → allowed (if verified).`,
                            confirmLabel: 'Restore',
                            done: `${label} restored for ${name}.`,
                          })
                        }
                      >
                        Restore
                      </RowAction>
                    ) : (
                      <RowAction
                        danger
                        label={`Suspend ${label}`}
                        onClick={() =>
                          ask({
                            change: { kind: 'suspend', permission },
                            title: `Suspend ${label}`,
                            description: `${label} for ${name}: ${granted ? 'allowed' : 'not yet allowed'} → suspended.${permission === 'LOGIN' ? ' They are signed out everywhere.' : ''}`,
                            confirmLabel: 'Suspend',
                            done: `${label} suspended for ${name}.`,
                          })
                        }
                      >
                        Suspend
                      </RowAction>
                    ))
                  }
                >
                  <HStack gap="2">
                    <span>{label}</span>
                    {state}
                  </HStack>
                </ConsoleRowTitle>
              }
              detail={
                suspension
                  ? `By ${suspension.suspendedBy}, ${formatDate(suspension.createdAt)}: “${suspension.reason}”`
                  : undefined
              }
            />
          );
        })}
      </ConsoleList>
      {dialog}
    </ConsoleCard>
  );
}

/** PEP status, two-factor reset and signing out everywhere: support_lv2 and up only. */
export function CustomerActions({ customer }: { customer: SupportUserDetail }) {
  const canChange = useStaffRole('support_lv2');
  const { ask, dialog } = useCustomerChange(customer);
  const [pep, setPep] = useState<PepStatus>(customer.profile.pepStatus);
  const name = customer.profile.firstName;
  if (!canChange) {
    return (
      <Text color="fg.muted" fontSize="sm">
        Your role reads customers. Support level 2 can change PEP status, permissions, two-factor
        and sessions.
      </Text>
    );
  }
  return (
    <ConsoleCard title="Actions">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ md: 'flex-end' }}
        wrap="wrap"
      >
        <HStack align="flex-end" gap="2">
          <Field.Root>
            <Field.Label>PEP status</Field.Label>
            <NativeSelect.Root size="sm" minW="48">
              <NativeSelect.Field
                value={pep}
                onChange={(event) => setPep(event.target.value as PepStatus)}
              >
                {PEP_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {PEP_LABELS[status]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            size="sm"
            variant="outline"
            disabled={pep === customer.profile.pepStatus}
            onClick={() =>
              ask({
                change: { kind: 'pep', status: pep },
                title: 'Set PEP status',
                description: `PEP status for ${name}: ${PEP_LABELS[customer.profile.pepStatus]} → ${PEP_LABELS[pep]}.`,
                confirmLabel: 'Set PEP status',
                done: `PEP status set to ${PEP_LABELS[pep]}.`,
              })
            }
          >
            Set PEP status
          </Button>
        </HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={!customer.profile.twoFactorEnabled}
          onClick={() =>
            ask({
              change: { kind: 'reset-two-factor' },
              title: 'Reset two-factor',
              description: `Two-factor for ${name}: on → off. They sign in with their password and set it up again.`,
              confirmLabel: 'Reset two-factor',
              done: `Two-factor reset for ${name}.`,
            })
          }
        >
          Reset two-factor
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={customer.activeSessions === 0}
          onClick={() =>
            ask({
              change: { kind: 'end-sessions' },
              title: 'End sessions',
              description: `${name} is signed out of ${customer.activeSessions} live ${customer.activeSessions === 1 ? 'session' : 'sessions'}.`,
              confirmLabel: 'End sessions',
              done: `${name} was signed out everywhere.`,
            })
          }
        >
          End sessions
        </Button>
      </Stack>
      {dialog}
    </ConsoleCard>
  );
}
