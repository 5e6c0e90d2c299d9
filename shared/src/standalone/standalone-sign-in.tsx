import { Box, Button, Field, Heading, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import {
  apiClient,
  errorMessage,
  isApiError,
  loginResponseSchema,
  setToken,
  type LoginRequest,
} from '@wattle/shared';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a right password gets while the account has had several wrong ones lately. */
const SIGN_IN_LINK_SENT =
  'Your password is right, but this account has had several wrong passwords lately, so one more step is needed. We have e-mailed you a sign-in link: open it within 15 minutes to finish signing in to Wattle. After that, sign in here again with your password.';

/** The customer door's answer to a staff account with the right password. */
const STAFF_SIGN_IN_ONLY = 'StaffSignInOnly';

/**
 * A remote opened on its own origin has no shell to sign in through: support staff (and
 * squads testing their remote) sign in here. The token lives in this origin's storage. There
 * is no staff box to tick: under `staffHome` the form is the staff door, and elsewhere a staff
 * account the customer door turns away (after the right password) is signed in at the staff
 * door with the same details; staff then land at `staffHome`.
 */
export function StandaloneSignIn({
  title,
  staffHome,
  endedBecause = null,
}: {
  title: string;
  staffHome?: string;
  /** What ended the last session, in a sentence, when the server ended it. */
  endedBecause?: string | null;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const staffPage = staffHome !== undefined && pathname.startsWith(staffHome);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const [staff, setStaff] = useState(staffPage);
  const [error, setError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const signIn = (asStaff: boolean, credentials: LoginRequest) =>
    apiClient.post(asStaff ? '/auth/login-admin' : '/auth/login', credentials, loginResponseSchema);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    setLinkSent(false);
    const credentials = { email, password, ...(needsOtp ? { otp } : {}) };
    try {
      let asStaff = staff;
      const result = await signIn(asStaff, credentials).catch((caught: unknown) => {
        if (asStaff || !isApiError(caught) || caught.code !== STAFF_SIGN_IN_ONLY) throw caught;
        asStaff = true;
        setStaff(true);
        return signIn(true, credentials);
      });
      if (result.status === 'two_factor_required') setNeedsOtp(true);
      else if (result.status === 'sign_in_link_sent') setLinkSent(true);
      else {
        setToken(result.token);
        if (asStaff && staffHome && !staffPage) await navigate(staffHome, { replace: true });
      }
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box as="main" maxW="sm" mx="auto" py="12" px="4">
      <Heading as="h1" size="lg" mb="2">
        {staffPage ? 'Sign in to the support console' : `Sign in to ${title}`}
      </Heading>
      <Text color="fg.muted" mb="6">
        {staffPage
          ? 'For Wattle support staff. Sign in with your staff account.'
          : 'Sign in with your Wattle account to continue.'}
      </Text>
      {endedBecause && (
        <Text role="status" mb="6" p="3" borderRadius="md" bg="orange.50" color="orange.950">
          {endedBecause} Sign in again to carry on.
        </Text>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <RequiredInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
          />
          <RequiredInput
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
          {needsOtp && (
            <RequiredInput
              label="Authenticator code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onValue={setOtp}
            />
          )}
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

/** One required, labelled input of the form; `onValue` gets what was typed. */
function RequiredInput({
  label,
  onValue,
  ...input
}: Omit<InputProps, 'onChange'> & { label: string; onValue: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input {...input} onChange={(event) => onValue(event.target.value)} />
    </Field.Root>
  );
}
