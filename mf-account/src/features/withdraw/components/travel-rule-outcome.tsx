import { Alert } from '@chakra-ui/react';
import type { TravelRuleCheck } from '@wattle/shared';

const TITLES: Record<TravelRuleCheck['status'], string> = {
  accepted: 'Name check: matches',
  rejected: 'The receiving exchange refused this transfer',
  name_mismatch: 'Name check: the name does not match',
  unreachable: 'We could not reach the receiving exchange',
  self_hosted: 'Self-hosted wallet',
  proof_required: 'Prove this wallet is yours',
  received: 'Received',
  missing_originator: 'Sender not named',
};

const STATUS_KIND: Record<TravelRuleCheck['status'], 'success' | 'warning' | 'error' | 'info'> = {
  accepted: 'success',
  rejected: 'error',
  name_mismatch: 'warning',
  unreachable: 'info',
  self_hosted: 'info',
  proof_required: 'info',
  received: 'info',
  missing_originator: 'info',
};

/** The receiving exchange's answer, shown before anything is sent (a name check for crypto). */
export function TravelRuleOutcome({ check }: { check: TravelRuleCheck }) {
  const refused = check.resolution === 'refused';
  return (
    <Alert.Root status={refused ? 'error' : STATUS_KIND[check.status]} aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {check.resolution === 'approved' ? 'Approved by our team' : TITLES[check.status]}
        </Alert.Title>
        <Alert.Description>
          {check.message}
          {check.status === 'name_mismatch' &&
            !check.resolution &&
            ' Correct the name and try again, or wait for our team to check it with the exchange.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
