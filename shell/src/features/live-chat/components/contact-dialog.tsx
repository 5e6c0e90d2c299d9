import { Text } from '@chakra-ui/react';
import {
  contactMessageSchema,
  EmailField,
  FormField,
  FormTextarea,
  showToast,
  useSession,
  useWattleForm,
  WattleForm,
  WattleModal,
} from '@wattle/shared';
import { useSendContactMessage } from '../api/send-contact-message';

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const { user } = useSession();
  const send = useSendContactMessage();
  const form = useWattleForm({
    schema: contactMessageSchema,
    initialValues: { name: '', email: '', subject: '', message: '' },
    prefill: user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : undefined,
    required: ['name', 'email', 'subject', 'message'],
    onSubmit: async (message) => {
      const received = await send.mutateAsync(message);
      showToast(
        'success',
        `Thanks, we have your message (reference ${received.reference}). We will reply by e-mail.`,
      );
      onSent();
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Send message"
      loadingMessage="Sending…"
      aria-label="Contact support"
    >
      <Text color="fg.muted">
        Send us a message and our Australian support team will reply by e-mail, usually within one
        business day.
      </Text>
      <FormField form={form} name="name" label="Name" required autoComplete="name" />
      <EmailField form={form} name="email" />
      <FormField form={form} name="subject" label="Subject" required />
      <FormTextarea form={form} name="message" label="Message" required rows={5} />
    </WattleForm>
  );
}

/** What the chat launcher opens while no live-chat vendor is configured. */
export function ContactDialog({ open, onClose }: ContactDialogProps) {
  return (
    <WattleModal open={open} onClose={onClose} title="Contact support">
      {open && <ContactForm onSent={onClose} />}
    </WattleModal>
  );
}
