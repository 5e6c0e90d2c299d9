import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, sessionKeys, showToast, type User } from '@wattle/shared';
import { useState } from 'react';
import { useRequestEmailVerification } from '../api/request-email-verification';

/** Step 1: the e-mail is confirmed from the link Wattle sent; here it can be sent again. */
export function EmailStep({ user }: { user: User }) {
  const resend = useRequestEmailVerification();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const checkAgain = async () => {
    setChecking(true);
    try {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="4">
      <Text>
        We sent a link to <strong>{user.email}</strong>. Open it to confirm your e-mail address,
        then come back here.
      </Text>
      {resend.isSuccess && (
        <Text role="status" color="fg.muted">
          A new link is on its way. Check your spam folder if it does not arrive.
        </Text>
      )}
      {resend.isError && <Text role="alert">{errorMessage(resend.error)}</Text>}
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button
          colorPalette="brand"
          loading={checking}
          loadingText="Checking…"
          onClick={() => void checkAgain()}
        >
          I’ve confirmed my e-mail
        </Button>
        <Button
          variant="outline"
          loading={resend.isPending}
          loadingText="Sending…"
          onClick={() =>
            resend.mutate(user.email, {
              onSuccess: () => showToast('success', 'Verification e-mail sent'),
            })
          }
        >
          Send the e-mail again
        </Button>
      </Flex>
    </Stack>
  );
}
