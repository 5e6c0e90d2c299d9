import { Field, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  OTHER_EXCHANGE,
  TRAVEL_RULE_EXCHANGES,
  type WalletKind,
  type WalletOwner,
} from '@wattle/shared';
import type { ReactNode } from 'react';
import type { TravelRuleDraft } from '../lib/travel-rule-answers';

export interface TravelRuleStepProps {
  draft: TravelRuleDraft;
  onChange: (changed: Partial<TravelRuleDraft>) => void;
}

/**
 * A question answered by choosing one of a few answers, each value with its label, in the
 * order shown; `name` also names its radio buttons.
 */
interface ChoiceQuestion<TValue extends string> {
  label: string;
  name: string;
  choices: Record<TValue, string>;
}

const WALLET_OWNER: ChoiceQuestion<WalletOwner> = {
  label: 'Whose wallet is it?',
  name: 'wallet-owner',
  choices: { self: 'Mine', other: 'Someone else’s' },
};

const WALLET_KIND: ChoiceQuestion<WalletKind> = {
  label: 'What kind of wallet?',
  name: 'wallet-kind',
  choices: { self_hosted: 'A self-hosted wallet', exchange: 'An account at another exchange' },
};

/** A required question: its label with the required mark, the answer, and any hint under it. */
function Question({
  label,
  labelId,
  helperText,
  children,
}: {
  label: string;
  labelId?: string;
  helperText?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root required>
      <Field.Label id={labelId}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/** One question answered by a radio button; anything but a listed choice reads as no answer. */
function ChoiceGroup<TValue extends string>({
  question: { label, name, choices },
  value,
  onChange,
}: {
  question: ChoiceQuestion<TValue>;
  value: TValue | '';
  onChange: (value: TValue | '') => void;
}) {
  const values = Object.keys(choices) as TValue[];
  return (
    <Question label={label} labelId={`${name}-label`}>
      <RadioGroup.Root
        name={name}
        value={value}
        onValueChange={({ value: next }) =>
          onChange(values.find((choice) => choice === next) ?? '')
        }
        aria-labelledby={`${name}-label`}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }}>
          {values.map((choice) => (
            <RadioGroup.Item key={choice} value={choice}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choices[choice]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Question>
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
        question={WALLET_OWNER}
        value={draft.owner}
        onChange={(owner) => onChange({ owner })}
      />
      <ChoiceGroup
        question={WALLET_KIND}
        value={draft.walletKind}
        onChange={(walletKind) => onChange({ walletKind })}
      />
      {draft.walletKind === 'exchange' && (
        <Question label="Exchange">
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
        </Question>
      )}
      {draft.walletKind === 'exchange' && draft.exchange === OTHER_EXCHANGE && (
        <Question label="Exchange name">
          <Input
            name="exchangeName"
            maxLength={80}
            value={draft.exchangeName}
            onChange={(event) => onChange({ exchangeName: event.target.value })}
          />
        </Question>
      )}
      {draft.owner === 'other' && (
        <Question
          label="Their full name"
          helperText="As their exchange or wallet knows them. We check it with their exchange before sending."
        >
          <Input
            name="beneficiaryName"
            autoComplete="off"
            maxLength={140}
            value={draft.beneficiaryName}
            onChange={(event) => onChange({ beneficiaryName: event.target.value })}
          />
        </Question>
      )}
    </Stack>
  );
}
