import { Text } from '@chakra-ui/react';
import { ContactSupportForm, showToast, WattleModal } from '@wattle/shared';

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

function ContactForm({ onSent }: { onSent: () => void }) {
  return (
    <ContactSupportForm
      messageRows={5}
      intro={
        <Text color="fg.muted">
          Send us a message and our Australian support team will reply by e-mail, usually within one
          business day.
        </Text>
      }
      onSent={(reference) => {
        showToast(
          'success',
          `Thanks, we have your message (reference ${reference}). We will reply by e-mail.`,
        );
        onSent();
      }}
    />
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
