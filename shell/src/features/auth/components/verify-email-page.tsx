import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, sessionKeys, useSession, PageSkeleton } from '@wattle/shared';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';
import { ResendVerificationForm } from './resend-verification-form';

export const VERIFY_LINK_MISSING =
  'This verification link is incomplete. Open the link from your e-mail again, or ask for a new one.';

/** `/verify?token=…`: the link from the verification e-mail. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const session = useSession();
  const queryClient = useQueryClient();
  const verified = verify.isSuccess;

  useEffect(() => {
    // The account menu's Verification item and the profile read the user: refresh it.
    if (verified) void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
  }, [verified, queryClient]);

  if (token.length > 0 && verify.isPending)
    return <PageSkeleton framed label="Verifying your e-mail" />;

  if (verify.isSuccess) {
    const signedIn = session.status === 'authenticated';
    return (
      <AuthCard title="Your e-mail is verified">
        <Stack gap="4">
          <Text>
            Thank you. <strong>{verify.data.email}</strong> is confirmed as your e-mail address.
            {signedIn
              ? ' Carry on verifying your account to start trading.'
              : ' Log in to carry on.'}
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            {signedIn ? (
              <RouterLink to="/new-profile">Continue verification</RouterLink>
            ) : (
              <RouterLink to="/login">Log in</RouterLink>
            )}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="We could not verify your e-mail">
      <Stack gap="6">
        <Text role="alert">{token ? errorMessage(verify.error) : VERIFY_LINK_MISSING}</Text>
        <ResendVerificationForm defaultEmail={session.user?.email ?? ''} />
      </Stack>
    </AuthCard>
  );
}
