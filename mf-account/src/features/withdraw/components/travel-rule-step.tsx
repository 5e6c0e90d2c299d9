import { Field, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { OTHER_EXCHANGE, TRAVEL_RULE_EXCHANGES } from '@wattle/shared';
import type { TravelRuleDraft } from '../lib/travel-rule-answers';

export interface TravelRuleStepProps {
  draft: TravelRuleDraft;
  onChange: (changed: Partial<TravelRuleDraft>) => void;
}

interface Choice {
  value: string;
  label: string;
}

function ChoiceGroup({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root required>
      <Field.Label id={`${name}-label`}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <RadioGroup.Root
        name={name}
        value={value}
        onValueChange={({ value: next }) => onChange(next ?? '')}
        aria-labelledby={`${name}-label`}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }}>
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Field.Root>
  );
}

/**
 * The Travel Rule questions (docs/product/travel-rule.md#withdrawals), answered before the
 * fee estimate: whose wallet, what kind, and for someone else's their full name; for an
 * exchange account, which exchange.
 */
export function TravelRuleStep({ draft, onChange }: TravelRuleStepProps) {
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      role="group"
      aria-labelledby="travel-rule-heading"
    >
      <Text id="travel-rule-heading" fontWeight="semibold">
        About this wallet
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Australian law (the Travel Rule) asks us who receives every crypto withdrawal.
      </Text>
      <ChoiceGroup
        label="Whose wallet is it?"
        name="wallet-owner"
        value={draft.owner}
        choices={[
          { value: 'self', label: 'Mine' },
          { value: 'other', label: 'Someone else’s' },
        ]}
        onChange={(owner) =>
          onChange({ owner: owner === 'self' || owner === 'other' ? owner : '' })
        }
      />
      <ChoiceGroup
        label="What kind of wallet?"
        name="wallet-kind"
        value={draft.walletKind}
        choices={[
          { value: 'self_hosted', label: 'A self-hosted wallet' },
          { value: 'exchange', label: 'An account at another exchange' },
        ]}
        onChange={(kind) =>
          onChange({ walletKind: kind === 'self_hosted' || kind === 'exchange' ? kind : '' })
        }
      />
      {draft.walletKind === 'exchange' && (
        <Field.Root required>
          <Field.Label>
            Exchange
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="exchange"
              value={draft.exchange}
              onChange={(event) => onChange({ exchange: event.target.value })}
            >
              <option value="">Choose the exchange</option>
              {TRAVEL_RULE_EXCHANGES.map((exchange) => (
                <option key={exchange.id} value={exchange.id}>
                  {exchange.name}
                </option>
              ))}
              <option value={OTHER_EXCHANGE}>Other</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {draft.walletKind === 'exchange' && draft.exchange === OTHER_EXCHANGE && (
        <Field.Root required>
          <Field.Label>
            Exchange name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="exchangeName"
            maxLength={80}
            value={draft.exchangeName}
            onChange={(event) => onChange({ exchangeName: event.target.value })}
          />
        </Field.Root>
      )}
      {draft.owner === 'other' && (
        <Field.Root required>
          <Field.Label>
            Their full name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="beneficiaryName"
            autoComplete="off"
            maxLength={140}
            value={draft.beneficiaryName}
            onChange={(event) => onChange({ beneficiaryName: event.target.value })}
          />
          <Field.HelperText>
            As their exchange or wallet knows them. We check it with their exchange before sending.
          </Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  );
}
