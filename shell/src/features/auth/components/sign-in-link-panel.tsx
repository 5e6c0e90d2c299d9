import { Stack, Text } from '@chakra-ui/react';
import { AuthCard } from './auth-card';
import { BackToLogInButton } from './back-to-log-in-button';

/**
 * The right password, on an account that has had several wrong ones lately: a password alone
 * does not sign in for now, and a one-time link is on its way to the account's address.
 */
export function SignInLinkPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <AuthCard title="Check your e-mail">
      <Stack gap="4">
        <Text>
          Your password is right. Someone has typed several wrong passwords for this account lately,
          so to keep it safe a password alone can’t sign in at the moment.
        </Text>
        <Text>
          We sent a sign-in link to <strong>{email}</strong>. Open it within 15 minutes, on this
          device or another, and enter your password once more to finish logging in.
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Nothing there? Check your spam folder, or log in again in a minute for a new link. With
          two-factor authentication on, your authenticator app’s code does instead.
        </Text>
        <BackToLogInButton onBack={onBack} />
      </Stack>
    </AuthCard>
  );
}
