import { Button, Stack, Text } from '@chakra-ui/react';
import {
  errorMessage,
  FormField,
  formatFiat,
  LARGE_WITHDRAWAL_AUD,
  QueryState,
  showToast,
  trustedContactFormSchema,
  useWattleForm,
  WattleForm,
  WattleModal,
  type TrustedContact,
  SectionCard,
} from '@wattle/shared';
import { useState } from 'react';
import { DetailList } from '@/components/detail-list';
import { FormSelectField } from '@/components/form-select-field';
import {
  useRemoveTrustedContact,
  useSaveTrustedContact,
  useTrustedContact,
} from '../api/trusted-contact';

const DELAY_OPTIONS = [
  { value: '0', label: 'No delay: just tell them' },
  { value: '24', label: 'Wait 24 hours' },
  { value: '48', label: 'Wait 48 hours' },
] as const;

const delayText = (hours: number) =>
  hours === 0 ? 'No delay' : `${hours} hours before it is sent`;

const WEAKENS =
  'Removing your contact, giving another e-mail address or a shorter delay weakens your protection: crypto withdrawals and new withdrawal destinations then wait 24 hours, and we e-mail you a link to lock your account in case it was not you.';

function ContactForm({
  contact,
  onDone,
}: {
  contact: TrustedContact | null;
  onDone: (() => void) | null;
}) {
  const save = useSaveTrustedContact();
  const form = useWattleForm({
    schema: trustedContactFormSchema,
    initialValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      delayHours: contact ? String(contact.delayHours) : '',
    },
    required: ['name', 'email', 'delayHours'],
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      showToast('success', 'Trusted contact saved');
      onDone?.();
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Save trusted contact"
      loadingMessage="Saving…"
      aria-label="Trusted contact"
      footer={
        onDone && (
          <Button variant="outline" mt="3" onClick={onDone}>
            Cancel
          </Button>
        )
      }
    >
      <FormField form={form} name="name" label="Their name" required autoComplete="off" />
      <FormField
        form={form}
        name="email"
        label="Their e-mail address"
        type="email"
        required
        autoComplete="off"
        helperText="Someone else's address, not your own. We never send them a link or anything that can change your account."
      />
      <FormSelectField
        form={form}
        name="delayHours"
        label="Protective delay"
        required
        placeholder="Choose…"
        options={DELAY_OPTIONS}
      />
    </WattleForm>
  );
}

function CurrentContact({ contact }: { contact: TrustedContact }) {
  const remove = useRemoveTrustedContact();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) {
    return (
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {WEAKENS}
        </Text>
        <ContactForm contact={contact} onDone={() => setEditing(false)} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <DetailList
        label="Your trusted contact"
        details={[
          { label: 'Name', value: contact.name },
          {
            label: 'E-mail',
            value: (
              <Text as="span" wordBreak="break-all">
                {contact.email}
              </Text>
            ),
          },
          { label: 'Delay', value: delayText(contact.delayHours) },
        ]}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" onClick={() => setEditing(true)}>
          Change contact
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Remove contact
        </Button>
      </Stack>
      <WattleModal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Remove your trusted contact?"
        footer={
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w="full" justify="flex-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
            <Button
              colorPalette="red"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    showToast('success', 'Trusted contact removed');
                  },
                  onError: (error) => showToast('error', errorMessage(error)),
                });
              }}
            >
              Remove contact
            </Button>
          </Stack>
        }
      >
        <Text>
          {contact.name} will no longer hear of your withdrawals, and they will not wait. {WEAKENS}
        </Text>
      </WattleModal>
    </Stack>
  );
}

/**
 * The trusted contact (docs/product/funding.md#trusted-contact): someone told of a first or
 * large withdrawal, and the delay such a withdrawal waits.
 */
export function TrustedContactSection() {
  const contact = useTrustedContact();
  return (
    <SectionCard
      title="Trusted contact"
      description={`Someone you trust, told by e-mail when you make a first withdrawal to a new destination or one of ${formatFiat(LARGE_WITHDRAWAL_AUD)} or more. Such a withdrawal can also wait 24 or 48 hours, so there is time to talk; you can cancel it while it waits.`}
    >
      <QueryState query={contact} loadingLabel="Loading your trusted contact">
        {({ contact: current }) =>
          current ? (
            <CurrentContact contact={current} />
          ) : (
            <ContactForm contact={null} onDone={null} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
