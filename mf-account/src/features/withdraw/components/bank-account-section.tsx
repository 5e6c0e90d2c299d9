import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { formatDateTime, type StepUpMethod, type WithdrawAccount } from '@wattle/shared';
import { useState } from 'react';
import { hoursInWords } from '../lib/cooldown-words';
import { BankAccountForm } from './bank-account-form';
import { WithdrawSection } from './withdraw-section';

export interface BankAccountSectionProps {
  account: WithdrawAccount | null;
  ownName: string;
  method: StepUpMethod;
}

/** The registered bank account, its cool-down, and registering or replacing it. */
export function BankAccountSection({ account, ownName, method }: BankAccountSectionProps) {
  const [editing, setEditing] = useState(false);
  return (
    <WithdrawSection
      title="Your bank account"
      action={
        account && (
          <Button size="sm" variant="outline" onClick={() => setEditing((open) => !open)}>
            {editing ? 'Keep this account' : 'Replace account'}
          </Button>
        )
      }
    >
      {account ? (
        <Box>
          <Text fontWeight="semibold">{account.accountName}</Text>
          <Text fontVariantNumeric="tabular-nums">
            BSB {account.bsb} · Account {account.accountNumber}
          </Text>
        </Box>
      ) : (
        <Text color="fg.muted">
          Add the bank account to withdraw to. It must be in your own name.
        </Text>
      )}
      {account?.cooldownEndsAt && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              New account: withdrawals start {formatDateTime(account.cooldownEndsAt)}
            </Alert.Title>
            <Alert.Description>
              For your safety, AUD withdrawals pause for{' '}
              {hoursInWords(account.replacementCooldownHours)} after the bank account changes. If
              you did not change it, contact support straight away.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {(!account || editing) && (
        <BankAccountForm
          ownName={ownName}
          method={method}
          replacementCooldownHours={account?.replacementCooldownHours ?? null}
          onDone={() => setEditing(false)}
        />
      )}
    </WithdrawSection>
  );
}
