import { Button, Stack, Text } from '@chakra-ui/react';
import { errorMessage, showToast } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useRequestVerificationEmail } from '../api/request-verification-email';
import { AuthCard } from './auth-card';

/**
 * After sign-up: the account exists; the e-mail link proves the address. `loginPath` keeps
 * where the visitor was going.
 */
export function CheckEmailPanel({
  email,
  loginPath = '/login',
}: {
  email: string;
  loginPath?: string;
}) {
  const resend = useRequestVerificationEmail();
  return (
    <AuthCard title="Check your e-mail">
      <Stack gap="4">
        <Text>
          We sent a link to <strong>{email}</strong>. Open it to verify your e-mail address, then
          log in to finish setting up your account.
        </Text>
        <Text color="fg.muted" fontSize="sm">
          The link works for 24 hours. Nothing there? Check your spam folder, or send it again.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={loginPath}>Log in</RouterLink>
        </Button>
        <Button
          variant="outline"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => showToast('success', `We sent a new link to ${email}.`),
              onError: (error) => showToast('error', errorMessage(error)),
            })
          }
        >
          Send the link again
        </Button>
      </Stack>
    </AuthCard>
  );
}
