import { Button, HStack } from '@chakra-ui/react';
import {
  FormField,
  preferredNameSchema,
  showToast,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useUpdatePreferredName } from '../api/update-preferred-name';

/** Edits the name Wattle greets the customer by (`PATCH /user/update/preferred-name`). */
export function PreferredNameForm({
  current,
  onDone,
}: {
  current: string | null;
  onDone: () => void;
}) {
  const update = useUpdatePreferredName();
  const form = useWattleForm({
    schema: preferredNameSchema,
    initialValues: { preferredName: current ?? '' },
    required: ['preferredName'],
    onSubmit: async ({ preferredName }) => {
      await update.mutateAsync(preferredName);
      showToast('success', 'Preferred name saved');
      onDone();
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Save preferred name"
      loadingMessage="Saving…"
      aria-label="Preferred name"
      footer={
        <HStack mt="2">
          <Button variant="ghost" w="full" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      }
    >
      <FormField
        form={form}
        name="preferredName"
        label="Preferred name"
        required
        autoComplete="nickname"
        maxLength={40}
        autoFocus
      />
    </WattleForm>
  );
}
