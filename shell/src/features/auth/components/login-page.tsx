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

const credentialsSchema = loginRequestSchema.pick({ email: true, password: true });
const withCodeSchema = loginRequestSchema.extend({ otp: otpSchema });

/** `/login`: e-mail and password, then the authenticator code when 2FA is on. */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const login = useLogin();
  const [staff, setStaff] = useState(false);
  const request = useLoginRequest(staff);
  const maintenance = useMaintenanceMode();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const form = useWattleForm({
    typedBeforeStart: 'log-in',
    schema: step === 'credentials' ? credentialsSchema : withCodeSchema,
    initialValues: { email: '', password: '', otp: '' },
    required: step === 'credentials' ? ['email', 'password'] : ['email', 'password', 'otp'],
    disabled: maintenance,
    errorMessageOf: authErrorMessage,
    onSubmit: async (credentials) => {
      try {
        const result = await request.mutateAsync(credentials);
        if (result.status === 'two_factor_required') {
          setStep('code');
          return;
        }
        await login(result.token);
        await navigate(next, { replace: true });
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_LIVE') openPreRegistration(credentials.email);
        else throw error;
      }
    },
  });

  if (session.status === 'authenticated') return <Navigate to={next} replace />;

  const codeStep = step === 'code';
  return (
    <AuthCard
      title={codeStep ? 'Enter your code' : 'Log in'}
      subtitle={
        codeStep
          ? 'Two-factor authentication is on. Enter the 6-digit code from your authenticator app.'
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
