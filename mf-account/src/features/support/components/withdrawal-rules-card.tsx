import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatFiat,
  QueryState,
  withdrawalRulesUpdateSchema,
  type WithdrawalRules,
  type WithdrawalRulesUpdate,
} from '@wattle/shared';
import { useState } from 'react';
import { supportKeys } from '@/lib/query-keys';
import { updateWithdrawalRules, withdrawalRulesQuery } from '../api/withdrawal-rules-api';
import type { PendingAdminChange } from './admin-change-dialog';
import { ConsoleCard } from './console-card';
import { SettingField } from './setting-field';

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The typed values that differ from the current rules; blank fields keep theirs. */
function changesOf(current: WithdrawalRules, limit: string, hours: string, holdHours: string) {
  const update: Record<string, unknown> = {};
  if (limit.trim() && limit.trim() !== current.dailyWithdrawalLimitAud) {
    update.dailyWithdrawalLimitAud = limit.trim();
  }
  if (hours.trim() && Number(hours) !== current.withdrawAccountCooldownHours) {
    update.withdrawAccountCooldownHours = Number(hours.trim());
  }
  if (holdHours.trim() && Number(holdHours) !== current.securityHoldHours) {
    update.securityHoldHours = Number(holdHours.trim());
  }
  return update;
}

function describe(current: WithdrawalRules, update: WithdrawalRulesUpdate): string {
  return [
    update.dailyWithdrawalLimitAud === undefined
      ? null
      : `Daily AUD withdrawal limit: ${formatFiat(current.dailyWithdrawalLimitAud)} → ${formatFiat(update.dailyWithdrawalLimitAud)}`,
    update.withdrawAccountCooldownHours === undefined
      ? null
      : `New bank account cool-down: ${hoursText(current.withdrawAccountCooldownHours)} → ${hoursText(update.withdrawAccountCooldownHours)}`,
    update.securityHoldHours === undefined
      ? null
      : `Security hold: ${hoursText(current.securityHoldHours)} → ${hoursText(update.securityHoldHours)}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Admin: the daily AUD limit, the wait after a customer changes bank account, and the security
 * hold after a credential change (docs/product/funding.md#security-hold).
 */
export function WithdrawalRulesCard({ ask }: { ask: (change: PendingAdminChange) => void }) {
  const rules = useQuery(withdrawalRulesQuery());
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState('');
  const [hours, setHours] = useState('');
  const [holdHours, setHoldHours] = useState('');
  return (
    <ConsoleCard title="Withdrawal rules">
      <QueryState query={rules} loadingLabel="Loading withdrawal rules" loadingShape="lines">
        {(current) => {
          const typed = changesOf(current, limit, hours, holdHours);
          const parsed = withdrawalRulesUpdateSchema.safeParse(typed);
          const problem = (field: keyof WithdrawalRulesUpdate) =>
            parsed.success
              ? undefined
              : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
          return (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <SettingField
                  label="Daily AUD withdrawal limit ($)"
                  now={current.dailyWithdrawalLimitAud}
                  helperText={`Now ${formatFiat(current.dailyWithdrawalLimitAud)} per customer per Sydney day`}
                  inputMode="decimal"
                  value={limit}
                  onChange={setLimit}
                  problem={problem('dailyWithdrawalLimitAud')}
                />
                <SettingField
                  label="New bank account cool-down (hours)"
                  now={String(current.withdrawAccountCooldownHours)}
                  helperText={`Now ${hoursText(current.withdrawAccountCooldownHours)} before AUD goes to a replaced account`}
                  inputMode="numeric"
                  value={hours}
                  onChange={setHours}
                  problem={problem('withdrawAccountCooldownHours')}
                />
                <SettingField
                  label="Security hold (hours)"
                  now={String(current.securityHoldHours)}
                  helperText={`Now ${hoursText(current.securityHoldHours)} before crypto and new destinations after a password, mobile or two-factor change`}
                  inputMode="numeric"
                  value={holdHours}
                  onChange={setHoldHours}
                  problem={problem('securityHoldHours')}
                />
              </SimpleGrid>
              <Button
                alignSelf="flex-start"
                colorPalette="eucalypt"
                disabled={!parsed.success}
                onClick={() => {
                  if (!parsed.success) return;
                  const update = parsed.data;
                  ask({
                    title: 'Change withdrawal rules',
                    description: describe(current, update),
                    run: async () => {
                      const saved = await updateWithdrawalRules(update);
                      queryClient.setQueryData(supportKeys.withdrawalRules(), saved);
                      setLimit('');
                      setHours('');
                      setHoldHours('');
                    },
                    done: 'Withdrawal rules saved.',
                  });
                }}
              >
                Save withdrawal rules
              </Button>
            </Stack>
          );
        }}
      </QueryState>
    </ConsoleCard>
  );
}
