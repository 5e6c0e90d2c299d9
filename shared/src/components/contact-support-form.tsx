import type { ReactNode } from 'react';
import { contactMessageSchema } from '../contracts/marketing.js';
import { EmailField, FormField, FormTextarea } from '../forms/form-field.js';
import { useWattleForm } from '../forms/use-wattle-form.js';
import { WattleForm } from '../forms/wattle-form.js';
import { useSendContactMessage } from '../query/contact-queries.js';
import { useSession } from '../session/use-session.js';

export interface ContactSupportFormProps {
  /** Called with the message's reference once support has it. */
  onSent: (reference: string) => void;
  /** Text above the fields. */
  intro?: ReactNode;
  /** The message box's height, in rows. */
  messageRows: number;
  /** The name a prerendered copy of the form is known by (see `useWattleForm`). */
  typedBeforeStart?: string;
  disabled?: boolean;
}

/**
 * A message to support (`POST /contact-us`): the contact page's and the chat launcher's form,
 * filled in with the signed-in person's name and e-mail.
 */
export function ContactSupportForm({
  onSent,
  intro,
  messageRows,
  typedBeforeStart,
  disabled,
}: ContactSupportFormProps) {
  const { user } = useSession();
  const send = useSendContactMessage();
  const form = useWattleForm({
    typedBeforeStart,
    schema: contactMessageSchema,
    initialValues: { name: '', email: '', subject: '', message: '' },
    prefill: user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : undefined,
    required: ['name', 'email', 'subject', 'message'],
    disabled,
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
      {intro}
      <FormField form={form} name="name" label="Name" required autoComplete="name" />
      <EmailField form={form} name="email" />
      <FormField form={form} name="subject" label="Subject" required />
      <FormTextarea form={form} name="message" label="Message" required rows={messageRows} />
    </WattleForm>
  );
}
