import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { isSubscribeSendDisabled, useLeadEmail } from '@wattle/shared';
import { useId, useState, type FormEvent } from 'react';

/**
 * The footer's "subscribe for updates" box: an e-mail and Send, which waits for content that
 * was touched or changed (docs/product/screens.md#footer).
 */
export function SubscribeForm({ disabled }: { disabled: boolean }) {
  const lead = useLeadEmail('footer');
  const [touched, setTouched] = useState(false);
  const errorId = useId();
  const { email, error } = lead;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await lead.register())) return;
    lead.setEmail('');
    setTouched(false);
  }

  const sendDisabled =
    disabled || isSubscribeSendDisabled({ value: email, touched, changed: email !== '' });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Field.Root invalid={error !== null}>
        <Field.Label color="white" fontWeight="semibold">
          Subscribe for updates
        </Field.Label>
        <HStack w="full" gap="2">
          <Input
            type="email"
            autoComplete="email"
            placeholder="Email address"
            value={email}
            disabled={disabled}
            bg="white"
            color="gray.900"
            _placeholder={{ color: 'gray.600' }}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => lead.change(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <Button type="submit" colorPalette="brand" disabled={sendDisabled} loading={lead.pending}>
            Send
          </Button>
        </HStack>
        <Text
          id={errorId}
          role={error ? 'alert' : undefined}
          color="red.200"
          fontSize="sm"
          minH="5"
        >
          {error}
        </Text>
      </Field.Root>
    </form>
  );
}
