import { Button, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@wattle/shared';
import { useSearchParams } from 'react-router-dom';
import { useLogout } from '@/lib/session/use-session-controller';
import { useLockAccount } from '../api/lock-account';
import { AuthCard } from './auth-card';

/**
 * `/lock-account?token=…`: the link in a security e-mail, for an owner who did not make the
 * change (docs/product/funding.md#security-hold). Locking waits for the button.
 */
export function LockAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lock = useLockAccount();
  const logout = useLogout();

  if (lock.isSuccess) {
    return (
      <AuthCard title="Your account is locked">
        <Text role="status">
          Withdrawals are stopped, every device is signed out and any API keys are revoked. Reset
          your password from the log-in page, then contact Wattle support through the live chat or
          the Contact us page to unlock your account.
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Lock your account">
      <Stack gap="4">
        <Text>
          If you did not make the change we e-mailed you about, lock your account: all withdrawals
          stop and every device is signed out until Wattle support unlocks it, and any API keys are
          revoked for good.
        </Text>
        {(lock.isError || !token) && (
          <Text role="alert" color="red.700">
            {token
              ? errorMessage(lock.error)
              : 'This lock link is incomplete. Open the link from your e-mail again.'}
          </Text>
        )}
        <Button
          colorPalette="red"
          size="lg"
          loading={lock.isPending}
          disabled={!token}
          onClick={() =>
            lock.mutate(token, {
              // The server ended every session of the account, this device's too.
              onSuccess: () => void logout({ redirect: false }),
            })
          }
        >
          Lock my account
        </Button>
      </Stack>
    </AuthCard>
  );
}
