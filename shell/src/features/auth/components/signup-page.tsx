import { SimpleGrid, Text } from '@chakra-ui/react';
import {
  FormField,
  isApiError,
  openPreRegistration,
  PasswordStrengthMeter,
  signupRequestSchema,
  useMaintenanceMode,
  useSession,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { TextLink } from '@/components/text-link';
import { useSignup } from '../api/signup';
import { authErrorMessage } from '../lib/auth-errors';
import { HOME_AFTER_LOGIN } from '../lib/next-path';
import { AuthCard } from './auth-card';
import { CheckEmailPanel } from './check-email-panel';

/**
 * `/signup`: a new customer; `?referralCode=` comes from a friend's link
 * (docs/product/history-and-tax.md#referrals).
 */
export function SignupPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const signup = useSignup();
  const maintenance = useMaintenanceMode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useWattleForm({
    typedBeforeStart: 'sign-up',
    schema: signupRequestSchema,
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
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
        const accepted = await signup.mutateAsync({ ...details, referralCode });
        setSentTo(accepted.email);
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_LIVE') openPreRegistration(details.email);
        else throw error;
      }
    },
  });

  if (session.status === 'authenticated') return <Navigate to={HOME_AFTER_LOGIN} replace />;
  if (sentTo) return <CheckEmailPanel email={sentTo} />;

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
            <TextLink to="/login">Log in</TextLink>
          </Text>
        }
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            form={form}
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
          />
          <FormField
            form={form}
            name="lastName"
            label="Last name"
            required
            autoComplete="family-name"
          />
        </SimpleGrid>
        <FormField
          form={form}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
        <FormField
          form={form}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          helperText="At least 10 characters. A few unrelated words work well."
        />
        <PasswordStrengthMeter
          password={form.values.password}
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
