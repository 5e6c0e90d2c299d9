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

type RuleField = keyof WithdrawalRulesUpdate;
type Typed = Record<RuleField, string>;

/** One withdrawal rule as the card edits it. */
interface RuleSetting {
  field: RuleField;
  /** The rule's name in the change to confirm; its field label adds the unit. */
  name: string;
  unit: '$' | 'hours';
  /** What the rule does, after "Now <value>" under the field. */
  effect: string;
}

const RULES: readonly RuleSetting[] = [
  {
    field: 'dailyWithdrawalLimitAud',
    name: 'Daily AUD withdrawal limit',
    unit: '$',
    effect: 'per customer per Sydney day',
  },
  {
    field: 'withdrawAccountCooldownHours',
    name: 'New bank account cool-down',
    unit: 'hours',
    effect: 'before AUD goes to a replaced account',
  },
  {
    field: 'securityHoldHours',
    name: 'Security hold',
    unit: 'hours',
    effect: 'before crypto and new destinations after a password, mobile or two-factor change',
  },
];

const NOTHING_TYPED: Typed = {
  dailyWithdrawalLimitAud: '',
  withdrawAccountCooldownHours: '',
  securityHoldHours: '',
};

/** A rule's value as the console shows it: dollars, or a count of hours. */
const shown = ({ unit }: RuleSetting, value: string | number) =>
  unit === '$' ? formatFiat(value) : hoursText(Number(value));

/** The typed text as the API takes it: the limit a decimal string, hours a number. */
const asSent = ({ unit }: RuleSetting, typed: string) =>
  unit === '$' ? typed.trim() : Number(typed.trim());

/** The typed values that differ from the current rules; blank fields keep theirs. */
function changesOf(current: WithdrawalRules, typed: Typed) {
  const update: Record<string, unknown> = {};
  for (const rule of RULES) {
    const value = typed[rule.field];
    if (value.trim() && asSent(rule, value) !== current[rule.field]) {
      update[rule.field] = asSent(rule, value);
    }
  }
  return update;
}

function describe(current: WithdrawalRules, update: WithdrawalRulesUpdate): string {
  return RULES.flatMap((rule) => {
    const next = update[rule.field];
    return next === undefined
      ? []
      : [`${rule.name}: ${shown(rule, current[rule.field])} → ${shown(rule, next)}`];
  }).join('; ');
}

/**
 * Admin: the daily AUD limit, the wait after a customer changes bank account, and the security
 * hold after a credential change (docs/product/funding.md#security-hold).
 */
export function WithdrawalRulesCard({ ask }: { ask: (change: PendingAdminChange) => void }) {
  const rules = useQuery(withdrawalRulesQuery());
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(NOTHING_TYPED);

  return (
    <ConsoleCard title="Withdrawal rules">
      <QueryState query={rules} loadingLabel="Loading withdrawal rules" loadingShape="lines">
        {(current) => {
          const parsed = withdrawalRulesUpdateSchema.safeParse(changesOf(current, typed));
          const problem = (field: keyof WithdrawalRulesUpdate) =>
            parsed.success
              ? undefined
              : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
          return (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {RULES.map((rule) => (
                  <SettingField
                    key={rule.field}
                    label={`${rule.name} (${rule.unit})`}
                    now={String(current[rule.field])}
                    helperText={`Now ${shown(rule, current[rule.field])} ${rule.effect}`}
                    inputMode={rule.unit === '$' ? 'decimal' : 'numeric'}
                    value={typed[rule.field]}
                    onChange={(value) => setTyped((before) => ({ ...before, [rule.field]: value }))}
                    problem={problem(rule.field)}
                  />
                ))}
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
                      setTyped(NOTHING_TYPED);
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
