import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import {
  FormField,
  isApiError,
  loginRequestSchema,
  openPreRegistration,
  otpSchema,
  useMaintenanceMode,
  useSession,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TextLink } from '@/components/text-link';
import { useLogin } from '@/lib/session/use-session-controller';
import { useLoginRequest } from '../api/login';
import { authErrorMessage } from '../lib/auth-errors';
import { safeNextPath } from '../lib/next-path';
import { AuthCard } from './auth-card';
import { SignInLinkPanel } from './sign-in-link-panel';

const credentialsSchema = loginRequestSchema.pick({ email: true, password: true });
const withCodeSchema = loginRequestSchema.extend({ otp: otpSchema });

/**
 * `/login`: e-mail and password, then the authenticator code when 2FA is on. After several
 * wrong passwords for an account, its right password brings a sign-in link by e-mail instead
 * of a session; the link opens this page (`?token=…`, `&staff=1` for staff), where the
 * password once more signs in.
 */
export function LoginPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const linkToken = params.get('token');
  const navigate = useNavigate();
  const login = useLogin();
  const [staff, setStaff] = useState(params.get('staff') === '1');
  const request = useLoginRequest(staff);
  const maintenance = useMaintenanceMode();
  const [step, setStep] = useState<'credentials' | 'code' | 'link-sent'>('credentials');
  const form = useWattleForm({
    typedBeforeStart: 'log-in',
    schema: step === 'credentials' ? credentialsSchema : withCodeSchema,
    initialValues: { email: '', password: '', otp: '' },
    required: step === 'credentials' ? ['email', 'password'] : ['email', 'password', 'otp'],
    disabled: maintenance,
    errorMessageOf: authErrorMessage,
    onSubmit: async (credentials) => {
      try {
        const result = await request.mutateAsync(
          linkToken ? { ...credentials, signInToken: linkToken } : credentials,
        );
        if (result.status === 'two_factor_required') {
          setStep('code');
          return;
        }
        if (result.status === 'sign_in_link_sent') {
          setStep('link-sent');
          return;
        }
        await login(result.token);
        await navigate(next, { replace: true });
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_LIVE') openPreRegistration(credentials.email);
        else if (isApiError(error) && error.code === 'InvalidLink') {
          // A spent or expired link: the next try goes without it, and brings a new one.
          setParams((current) => withoutLink(current), { replace: true });
          throw error;
        } else throw error;
      }
    },
  });

  if (session.status === 'authenticated') return <Navigate to={next} replace />;
  if (step === 'link-sent') {
    return <SignInLinkPanel email={form.values.email} onBack={() => setStep('credentials')} />;
  }

  const codeStep = step === 'code';
  return (
    <AuthCard
      title={codeStep ? 'Enter your code' : 'Log in'}
      subtitle={
        codeStep
          ? 'Two-factor authentication is on. Enter the 6-digit code from your authenticator app.'
          : linkToken
            ? 'To finish logging in with the link we e-mailed you, enter your e-mail and password once more.'
            : 'Welcome back to Wattle.'
      }
    >
      <WattleForm
        form={form}
        submitLabel={codeStep ? 'Verify and log in' : 'Log in'}
        loadingMessage="Logging in…"
        aria-label="Log in"
        footer={
          <Stack gap="3" mt="5" fontSize="sm">
            {codeStep ? (
              <Button
                variant="plain"
                size="sm"
                alignSelf="flex-start"
                px="0"
                onClick={() => setStep('credentials')}
              >
                &lt; Use a different account
              </Button>
            ) : (
              <>
                <TextLink to="/forgot-password">Forgot your password?</TextLink>
                <Text>
                  New to Wattle? <TextLink to="/signup">Create an account</TextLink>
                </Text>
              </>
            )}
          </Stack>
        }
      >
        {codeStep ? (
          <FormField
            form={form}
            name="otp"
            label="Authenticator code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
          />
        ) : (
          <>
            <FormField
              form={form}
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="username"
            />
            <FormField
              form={form}
              name="password"
              label="Password"
              type="password"
              required
              autoComplete="current-password"
            />
            <Checkbox.Root
              checked={staff}
              onCheckedChange={(state) => setStaff(state.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>I am Wattle support staff</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
      </WattleForm>
    </AuthCard>
  );
}

/** The page's query without the sign-in link's token (and its staff mark). */
function withoutLink(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  kept.delete('token');
  kept.delete('staff');
  return kept;
}
