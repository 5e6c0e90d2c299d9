import { Text } from '@chakra-ui/react';
import {
  closePreRegistration,
  EmailField,
  FormField,
  leadSchema,
  usePreRegistration,
  useRegisterLead,
  useWattleForm,
  WattleForm,
  WattleModal,
} from '@wattle/shared';

export const NOT_LIVE_TITLE = "Sorry, we're not live yet!";
export const NOT_LIVE_TEXT =
  "Please enter your details below and we'll notify you as soon as we launch our interface.";

function PreRegistrationForm({ email }: { email: string }) {
  const register = useRegisterLead('dialog');
  const form = useWattleForm({
    schema: leadSchema,
    initialValues: { name: '', email: '', phoneNumber: '' },
    prefill: email ? { email } : undefined,
    required: ['email'],
    onSubmit: async (lead) => {
      await register.mutateAsync(lead);
      closePreRegistration();
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Submit"
      loadingMessage="Sending…"
      aria-label="Pre-register"
    >
      <Text>{NOT_LIVE_TEXT}</Text>
      <FormField form={form} name="name" label="Name" autoComplete="name" />
      <EmailField form={form} name="email" placeholder="Email address" />
      <FormField
        form={form}
        name="phoneNumber"
        label="Mobile number (optional)"
        type="tel"
        placeholder="Mobile number"
        autoComplete="tel"
      />
    </WattleForm>
  );
}

/**
 * The 'not live yet' modal (docs/product/screens.md#not-live-yet-modal); it closes when
 * maintenance starts.
 */
export function PreRegistrationDialog() {
  const { open, email } = usePreRegistration();
  return (
    <WattleModal open={open} onClose={closePreRegistration} title={NOT_LIVE_TITLE}>
      {/* A fresh form each time it opens. */}
      {open && <PreRegistrationForm email={email} />}
    </WattleModal>
  );
}
