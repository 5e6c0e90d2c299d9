import { Button, Stack, Text } from '@chakra-ui/react';
import {
  backupCodeSchema,
  EmailField,
  FormField,
  isApiError,
  loginRequestSchema,
  OneTimeCodeField,
  openPreRegistration,
  otpSchema,
  PasswordField,
  useMaintenanceMode,
  useSession,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TextLink } from '@/components/text-link';
import { useLogin } from '@/lib/session/use-session-controller';
import { useLoginRequest } from '../api/login';
import { authErrorMessage } from '../lib/auth-errors';
import { safeNextPath } from '../lib/next-path';
import { AuthCard } from './auth-card';
import { SignInLinkPanel } from './sign-in-link-panel';
import { TwoFactorResetPanel } from './two-factor-reset-panel';

const credentialsSchema = loginRequestSchema.pick({ email: true, password: true });
// Each step sends its own code only: the other one's field is not part of the step.
const withCodeSchema = loginRequestSchema.omit({ backupCode: true }).extend({ otp: otpSchema });
const withBackupCodeSchema = loginRequestSchema
  .omit({ otp: true })
  .extend({ backupCode: backupCodeSchema });

/** Where staff sign in (docs/product/roles.md#roles); the customer page has no staff door. */
export const STAFF_LOGIN_PATH = '/staff/login';

type Step = 'credentials' | 'code' | 'backup-code' | 'link-sent' | 'support-reset';

const SCHEMAS = {
  credentials: credentialsSchema,
  code: withCodeSchema,
  'backup-code': withBackupCodeSchema,
} as const;
const REQUIRED = {
  credentials: ['email', 'password'],
  code: ['email', 'password', 'otp'],
  'backup-code': ['email', 'password', 'backupCode'],
} as const;

/**
 * `/login` (customers) and `/staff/login` (staff): e-mail and password, then the authenticator
 * code when 2FA is on — or, for a lost device, one of the backup codes. After several wrong
 * passwords for an account, its right password brings a sign-in link by e-mail instead of a
 * session; the link opens this page (`?token=…`, `&staff=1` for staff), where the password
 * once more signs in.
 */
export function LoginPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const linkToken = params.get('token');
  const navigate = useNavigate();
  const login = useLogin();
  const { pathname } = useLocation();
  const staff = pathname === STAFF_LOGIN_PATH || params.get('staff') === '1';
  const request = useLoginRequest(staff);
  const maintenance = useMaintenanceMode();
  const [step, setStep] = useState<Step>('credentials');
  const form = useWattleForm({
    typedBeforeStart: 'log-in',
    schema: step === 'link-sent' || step === 'support-reset' ? credentialsSchema : SCHEMAS[step],
    initialValues: { email: '', password: '', otp: '', backupCode: '' },
    required:
      step === 'link-sent' || step === 'support-reset' ? REQUIRED.credentials : REQUIRED[step],
    disabled: maintenance,
    errorMessageOf: authErrorMessage,
    onSubmit: async (credentials) => {
      try {
        // Each step's schema keeps only its own fields: the code the step asked for goes.
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
  if (step === 'support-reset') {
    return (
      <TwoFactorResetPanel
        credentials={{ email: form.values.email, password: form.values.password }}
        onBack={() => setStep('credentials')}
      />
    );
  }

  const codeStep = step === 'code' || step === 'backup-code';
  return (
    <AuthCard
      title={
        step === 'backup-code'
          ? 'Use a backup code'
          : codeStep
            ? 'Enter your code'
            : staff
              ? 'Staff log in'
              : 'Log in'
      }
      subtitle={
        step === 'backup-code'
          ? 'Enter one of the backup codes you saved when you turned on two-factor. Each code works once.'
          : codeStep
            ? 'Two-factor authentication is on. Enter the 6-digit code from your authenticator app.'
            : linkToken
              ? 'To finish logging in with the link we e-mailed you, enter your e-mail and password once more.'
              : staff
                ? 'For Wattle support staff: the support console.'
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
              <>
                {step === 'code' ? (
                  <TextButton onClick={() => setStep('backup-code')}>
                    Lost your device? Use a backup code
                  </TextButton>
                ) : (
                  <TextButton onClick={() => setStep('code')}>
                    Use your authenticator app instead
                  </TextButton>
                )}
                {!staff ? (
                  <TextButton onClick={() => setStep('support-reset')}>
                    I can’t use my authenticator or a backup code
                  </TextButton>
                ) : (
                  step === 'backup-code' && (
                    <Text>
                      No backup code either? <TextLink to="/support">Ask support</TextLink> to reset
                      two-factor: they check your identity before anything changes.
                    </Text>
                  )
                )}
                <TextButton onClick={() => setStep('credentials')}>
                  &lt; Use a different account
                </TextButton>
              </>
            ) : (
              <>
                <TextLink to="/forgot-password">Forgot your password?</TextLink>
                {!staff && (
                  <Text>
                    New to Wattle? <TextLink to="/signup">Create an account</TextLink>
                  </Text>
                )}
              </>
            )}
          </Stack>
        }
      >
        {step === 'backup-code' ? (
          <FormField
            form={form}
            name="backupCode"
            label="Backup code"
            required
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            autoFocus
          />
        ) : codeStep ? (
          <OneTimeCodeField form={form} name="otp" autoFocus />
        ) : (
          <>
            <EmailField form={form} name="email" autoComplete="username" />
            <PasswordField form={form} name="password" autoComplete="current-password" />
          </>
        )}
      </WattleForm>
    </AuthCard>
  );
}

/** A link-looking button for moving between the steps, at least 44 px tall to tap. */
function TextButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      variant="plain"
      size="sm"
      alignSelf="flex-start"
      px="0"
      minH="11"
      textDecoration="underline"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The page's query without the sign-in link's token (and its staff mark). */
function withoutLink(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  kept.delete('token');
  kept.delete('staff');
  return kept;
}
