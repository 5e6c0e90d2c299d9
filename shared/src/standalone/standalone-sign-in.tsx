import { Box, Button, Checkbox, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { apiClient, errorMessage, loginResponseSchema, setToken } from '@wattle/shared';
import { useState, type FormEvent } from 'react';

/** What a right password gets while the account has had several wrong ones lately. */
const SIGN_IN_LINK_SENT =
  'Your password is right, but this account has had several wrong passwords lately, so one more step is needed. We have e-mailed you a sign-in link: open it within 15 minutes to finish signing in to Wattle. After that, sign in here again with your password.';

/**
 * A remote opened on its own origin has no shell to sign in through: support staff (and
 * squads testing their remote) sign in here. The token lives in this origin's storage.
 */
export function StandaloneSignIn({ title }: { title: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const [staff, setStaff] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    setLinkSent(false);
    try {
      const result = await apiClient.post(
        staff ? '/auth/login-admin' : '/auth/login',
        { email, password, ...(needsOtp ? { otp } : {}) },
        loginResponseSchema,
      );
      if (result.status === 'two_factor_required') setNeedsOtp(true);
      else if (result.status === 'sign_in_link_sent') setLinkSent(true);
      else setToken(result.token);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box as="main" maxW="sm" mx="auto" py="12" px="4">
      <Heading as="h1" size="lg" mb="2">
        Sign in to {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        This part of Wattle is open on its own. Sign in to continue.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field.Root>
          {needsOtp && (
            <Field.Root required>
              <Field.Label>Authenticator code</Field.Label>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={otp}
                onChange={(event) => setOtp(event.target.value)}
              />
            </Field.Root>
          )}
          <Checkbox.Root
            checked={staff}
            onCheckedChange={(state) => setStaff(state.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>I am Wattle support staff</Checkbox.Label>
          </Checkbox.Root>
          {error && (
            <Text role="alert" color="red.700">
              {error}
            </Text>
          )}
          {linkSent && <Text role="status">{SIGN_IN_LINK_SENT}</Text>}
          <Button type="submit" colorPalette="brand" loading={submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
