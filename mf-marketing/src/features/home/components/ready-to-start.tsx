import { Box, Button, Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import {
  capitaliseFirst,
  EMAIL_INVALID,
  errorMessage,
  leadSchema,
  PRE_REGISTER_EMPTY,
  showToast,
  useRegisterLead,
} from '@wattle/shared';
import { FORM_AFTER_REACH_ATTRIBUTE } from '@wattle/shared/boot';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * 'Ready to start': one required e-mail and Get Started. An empty or invalid address
 * says 'Please enter a valid email address'; a valid one is recorded as a lead and carried
 * into sign-up, filled in (docs/product/screens.md#home-page). The address travels in the
 * router's state, never the URL, so no log or analytics page view ever holds it.
 */
export function ReadyToStart({ disabled }: { disabled: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const register = useRegisterLead('homepage');
  const navigate = useNavigate();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setError(PRE_REGISTER_EMPTY);
      showToast('error', PRE_REGISTER_EMPTY);
      return;
    }
    const lead = leadSchema.safeParse({ email });
    if (!lead.success) {
      setError(capitaliseFirst(lead.error.issues[0]?.message ?? EMAIL_INVALID));
      return;
    }
    try {
      await register.mutateAsync(lead.data);
      void navigate('/signup', { state: { email: lead.data.email } });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Box as="section" aria-labelledby="ready-heading" bg="brand.50" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl" textAlign="center">
        <Text fontWeight="semibold" color="eucalypt.fg" mb="2">
          Ready to start?
        </Text>
        <Heading id="ready-heading" as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
          Enter your email to get started!
        </Heading>
        {/* Far down the home page: the visitor scrolls here, and so has started the app. */}
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          {...{ [FORM_AFTER_REACH_ATTRIBUTE]: '' }}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" maxW="xl" mx="auto">
            <Field.Root invalid={error !== null} required flex="1">
              <Field.Label srOnly>Email address</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                placeholder="Email address"
                bg="bg"
                size="lg"
                value={email}
                disabled={disabled}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
              />
            </Field.Root>
            <Button
              type="submit"
              size="lg"
              colorPalette="eucalypt"
              disabled={disabled}
              loading={register.isPending}
            >
              Get Started
            </Button>
          </Stack>
          <Box minH="6" mt="2" aria-live="polite">
            {error && (
              <Text id={errorId} color="fg.error" fontSize="sm">
                {error}
              </Text>
            )}
          </Box>
        </form>
      </Container>
    </Box>
  );
}
