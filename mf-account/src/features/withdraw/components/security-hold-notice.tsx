import { Alert } from '@chakra-ui/react';
import { formatDateTime } from '@wattle/shared';
import { useSecurityHold } from '../api/security-hold';

const CHANGED = {
  password: 'password',
  email: 'e-mail address',
  phone: 'mobile number',
  two_factor: 'two-factor authentication',
  trusted_contact: 'trusted contact',
} as const;

/**
 * The security hold after a credential change (docs/product/funding.md#security-hold): what
 * waits, and until when. Nothing while there is none.
 */
export function SecurityHoldNotice() {
  const { data } = useSecurityHold();
  const hold = data?.hold;
  if (!hold) return null;
  return (
    <Alert.Root status="warning" data-testid="security-hold">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Security hold until {formatDateTime(hold.until)}</Alert.Title>
        <Alert.Description>
          Your {CHANGED[hold.change]} changed recently. To protect your money, crypto withdrawals
          and new withdrawal destinations wait until then. AUD to your registered bank account is
          not affected. If you did not make the change, use the link in the e-mail we sent you to
          lock your account.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
