import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import {
  auMobileSchema,
  errorMessage,
  formatMobile,
  FormField,
  otpSchema,
  showToast,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { z } from 'zod';
import { useVerifyPhone } from '../api/verify-phone';
import { useCoolDown } from '../hooks/use-cool-down';
import { otpFailure, RESEND_COOL_DOWN_SECONDS } from '../lib/otp-messages';

const numberSchema = z.object({ phoneNumber: auMobileSchema });
const codeSchema = z.object({ otp: otpSchema });

function NumberForm({ initial, onSent }: { initial: string; onSent: (phone: string) => void }) {
  const verify = useVerifyPhone();
  const form = useWattleForm({
    schema: numberSchema,
    initialValues: { phoneNumber: '' },
    prefill: initial ? { phoneNumber: formatMobile(initial) } : undefined,
    required: ['phoneNumber'],
    onSubmit: async ({ phoneNumber }) => {
      const sent = await verify.mutateAsync({ phoneNumber });
      onSent(sent.phoneNumber);
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Send code"
      loadingMessage="Sending…"
      aria-label="Mobile number"
    >
      <FormField
        form={form}
        name="phoneNumber"
        label="Australian mobile number"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0412 345 678"
        helperText="We’ll text you a 6-digit code."
      />
    </WattleForm>
  );
}

function CodeForm({
  phoneNumber,
  onChangeNumber,
}: {
  phoneNumber: string;
  onChangeNumber: () => void;
}) {
  const verify = useVerifyPhone();
  const coolDown = useCoolDown(RESEND_COOL_DOWN_SECONDS, { startNow: true });
  const [locked, setLocked] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useWattleForm({
    schema: codeSchema,
    initialValues: { otp: '' },
    required: ['otp'],
    disabled: locked,
    errorMessageOf: (error) => otpFailure(error).message,
    onSubmit: async ({ otp }) => {
      try {
        await verify.mutateAsync({ phoneNumber, otp });
        showToast('success', 'Mobile number verified');
      } catch (error) {
        if (otpFailure(error).kind === 'limit') setLocked(true);
        throw error;
      }
    },
  });

  const resend = async () => {
    setResending(true);
    try {
      await verify.mutateAsync({ phoneNumber });
      setLocked(false);
      form.reset();
      coolDown.start();
      showToast('success', 'A new code is on its way');
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="4">
      <Text>
        We texted a 6-digit code to <strong>{formatMobile(phoneNumber)}</strong>.
      </Text>
      <WattleForm
        form={form}
        submitLabel="Verify mobile"
        loadingMessage="Checking…"
        aria-label="Verification code"
      >
        <FormField
          form={form}
          name="otp"
          label="6-digit code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          disabled={locked}
        />
      </WattleForm>
      <Flex gap="3" wrap="wrap">
        <Button
          variant="outline"
          disabled={coolDown.remaining > 0}
          loading={resending}
          loadingText="Sending…"
          onClick={() => void resend()}
        >
          {coolDown.remaining > 0 ? `Send a new code in ${coolDown.remaining}s` : 'Send a new code'}
        </Button>
        <Button variant="ghost" onClick={onChangeNumber}>
          Change number
        </Button>
      </Flex>
    </Stack>
  );
}

/** Step 2: an Australian mobile, normalised to +61, confirmed with a texted 6-digit code. */
export function MobileStep({ phoneNumber }: { phoneNumber: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CodeForm phoneNumber={sentTo} onChangeNumber={() => setSentTo(null)} />;
  return <NumberForm initial={phoneNumber ?? ''} onSent={setSentTo} />;
}
