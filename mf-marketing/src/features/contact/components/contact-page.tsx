import { Box, Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  contactMessageSchema,
  EmailField,
  FormField,
  FormTextarea,
  PageLayout,
  useMaintenanceMode,
  usePageHead,
  useSession,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { useSendContactMessage } from '../api/send-contact-message';

/** Where support is, and when. */
export const SUPPORT_HOURS =
  'Monday to Friday, 9am to 5pm Sydney time (except NSW public holidays)';

function ContactForm({ onSent }: { onSent: (reference: string) => void }) {
  const { user } = useSession();
  const maintenance = useMaintenanceMode();
  const send = useSendContactMessage();
  const form = useWattleForm({
    typedBeforeStart: 'contact-support',
    schema: contactMessageSchema,
    initialValues: { name: '', email: '', subject: '', message: '' },
    prefill: user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : undefined,
    required: ['name', 'email', 'subject', 'message'],
    disabled: maintenance,
    onSubmit: async (message) => {
      const received = await send.mutateAsync(message);
      onSent(received.reference);
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Send message"
      loadingMessage="Sending…"
      aria-label="Contact support"
    >
      <FormField form={form} name="name" label="Name" required autoComplete="name" />
      <EmailField form={form} name="email" />
      <FormField form={form} name="subject" label="Subject" required />
      <FormTextarea form={form} name="message" label="Message" required rows={6} />
    </WattleForm>
  );
}

/** `/contact-us` and `/contact`: a message to support with its reference, hours, live chat. */
export function ContactPage() {
  const [reference, setReference] = useState<string | null>(null);
  usePageHead({
    title: 'Contact support',
    description:
      'Contact Wattle’s Australian support team: send a message and get a reference, see our hours and where to find live chat.',
    path: '/contact-us',
  });
  return (
    <PageLayout
      title="Contact us"
      description={
        <Text color="fg.muted">
          Our Australian support team answers every message, usually within one business day.
        </Text>
      }
    >
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: '8', md: '10' }}>
        <Box as="section" aria-labelledby="message-heading">
          <Heading id="message-heading" as="h2" size="lg" mb="4">
            Send us a message
          </Heading>
          {reference ? (
            <Stack role="status" gap="3" borderWidth="1px" rounded="lg" p="5" bg="eucalypt.subtle">
              <Text fontWeight="semibold">Thanks, we have your message.</Text>
              <Text>
                Your reference is{' '}
                <Text as="strong" data-testid="contact-reference">
                  {reference}
                </Text>
                . Quote it if you write to us again; we will reply by e-mail.
              </Text>
              <Button variant="outline" alignSelf="start" onClick={() => setReference(null)}>
                Send another message
              </Button>
            </Stack>
          ) : (
            <ContactForm onSent={setReference} />
          )}
        </Box>
        <Stack as="aside" aria-label="Other ways to reach us" gap="6">
          <Box>
            <Heading as="h2" size="md" mb="2">
              Support hours
            </Heading>
            <Text>{SUPPORT_HOURS}.</Text>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Messages sent outside these hours are answered the next business day.
            </Text>
          </Box>
          <Box>
            <Heading as="h2" size="md" mb="2">
              Live chat
            </Heading>
            <Text>
              Use the <strong>Chat with us</strong> button at the bottom right of the page. It is on
              most pages of the site and in your account; it is hidden on the price pages (buy, top
              100, exchange rates, marketplace, learn) so it never covers a Buy button.
            </Text>
          </Box>
          <Box>
            <Heading as="h2" size="md" mb="2">
              Before you write
            </Heading>
            <List.Root gap="1" ps="5">
              <List.Item>Never send us your password or two-factor codes.</List.Item>
              <List.Item>We will never ask you to move crypto to another address.</List.Item>
              <List.Item>For a trade or transfer, include its date and amount.</List.Item>
            </List.Root>
          </Box>
        </Stack>
      </Grid>
    </PageLayout>
  );
}
