import { SimpleGrid, Text } from '@chakra-ui/react';
import {
  EmailField,
  FormField,
  NameField,
  NewPasswordField,
  isApiError,
  openPreRegistration,
  signupRequestSchema,
  useMaintenanceMode,
  useSession,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { TextLink } from '@/components/text-link';
import { useSignup } from '../api/signup';
import { authErrorMessage } from '../lib/auth-errors';
import { deviceId } from '../lib/device-id';
import { HOME_AFTER_LOGIN, safeNextPath } from '../lib/next-path';
import { AuthCard } from './auth-card';
import { CheckEmailPanel } from './check-email-panel';

/**
 * `/signup`: a new customer; the e-mail may arrive filled in from the home page's Get Started
 * (router state); `?referralCode=` comes from a friend's link
 * (docs/product/history-and-tax.md#referrals), and `?next=` is where log-in goes afterwards
 * (docs/product/alerts-and-watchlist.md#a-visitors-alert).
 */
export function SignupPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const carried = useLocation().state as { email?: unknown } | null;
  const signup = useSignup();
  const maintenance = useMaintenanceMode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Where the visitor was going (a coin's alert form, say): log-in takes them there.
  const next = params.get('next') === null ? null : safeNextPath(params.get('next'));
  const loginPath = next ? `/login?next=${encodeURIComponent(next)}` : '/login';
  const form = useWattleForm({
    typedBeforeStart: 'sign-up',
    schema: signupRequestSchema,
    initialValues: {
      firstName: '',
      lastName: '',
      // The home page's Get Started carries the address it recorded as a lead.
      email: typeof carried?.email === 'string' ? carried.email : '',
      password: '',
      referralCode: params.get('referralCode') ?? '',
    },
    required: ['firstName', 'lastName', 'email', 'password'],
    // Sign-up validation does not run on change (docs/product/identity.md#sign-up).
    validateOnChange: false,
    disabled: maintenance,
    errorMessageOf: authErrorMessage,
    onSubmit: async (details) => {
      const referralCode = details.referralCode === '' ? undefined : details.referralCode;
      try {
        const accepted = await signup.mutateAsync({
          ...details,
          referralCode,
          deviceId: deviceId(),
        });
        setSentTo(accepted.email);
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_LIVE') openPreRegistration(details.email);
        else throw error;
      }
    },
  });

  if (session.status === 'authenticated') return <Navigate to={next ?? HOME_AFTER_LOGIN} replace />;
  if (sentTo) return <CheckEmailPanel email={sentTo} loginPath={loginPath} />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Buy, sell and swap crypto with Australian dollars."
    >
      <WattleForm
        form={form}
        submitLabel="Sign up"
        loadingMessage="Creating your account…"
        aria-label="Sign up"
        footer={
          <Text fontSize="sm" mt="5">
            By signing up you agree to the <TextLink to="/terms-of-use">Terms of use</TextLink> and{' '}
            <TextLink to="/privacy-policy">Privacy policy</TextLink>. Already have an account?{' '}
            <TextLink to={loginPath}>Log in</TextLink>
          </Text>
        }
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NameField form={form} name="firstName" label="First name" autoComplete="given-name" />
          <NameField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        </SimpleGrid>
        <EmailField form={form} name="email" />
        <NewPasswordField
          form={form}
          name="password"
          userInputs={[form.values.email, form.values.firstName, form.values.lastName]}
        />
        <FormField
          form={form}
          name="referralCode"
          label="Referral code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
        />
      </WattleForm>
    </AuthCard>
  );
}
