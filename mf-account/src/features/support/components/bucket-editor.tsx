import {
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { RISK_LEVELS, type Asset } from '@wattle/shared';
import { useState, type ReactNode } from 'react';
import { draftErrors, shareTotal, type BucketDraft, type DraftErrors } from '../lib/bucket-draft';

function TextField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Creates a bucket or edits one (the id is fixed once it exists). Every field is checked with
 * the API's own zod schema; problems show at their field after the first review, and the total
 * of the shares shows as the admin types.
 */
export function BucketEditor({
  initial,
  isNew,
  coins,
  takenIds,
  onCancel,
  onReview,
}: {
  initial: BucketDraft;
  isNew: boolean;
  coins: Asset[];
  /** Ids already in use: a new bucket must not silently replace one. */
  takenIds: string[];
  onCancel: () => void;
  onReview: (draft: BucketDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors: DraftErrors = {
    ...draftErrors(draft),
    ...(isNew && takenIds.includes(draft.bucketId)
      ? { bucketId: 'A bucket with this id already exists' }
      : {}),
  };
  const shown = (key: string) => (tried ? errors[key] : undefined);
  const set = (patch: Partial<BucketDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const setCoin = (index: number, patch: Partial<BucketDraft['assets'][number]>) =>
    set({
      assets: draft.assets.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    });
  const total = shareTotal(draft);
  const valid = Object.keys(errors).length === 0;

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (valid) onReview(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Bucket id" error={shown('bucketId')}>
            <Input
              value={draft.bucketId}
              disabled={!isNew}
              placeholder="blue-chips"
              onChange={(event) => set({ bucketId: event.target.value })}
            />
          </TextField>
          <TextField label="Name" error={shown('bucketName')}>
            <Input
              value={draft.bucketName}
              onChange={(event) => set({ bucketName: event.target.value })}
            />
          </TextField>
        </SimpleGrid>
        <TextField label="Description" error={shown('description')}>
          <Textarea
            rows={2}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </TextField>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField label="Risk" error={shown('riskLevel')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.riskLevel}
                onChange={(event) =>
                  set({ riskLevel: event.target.value as BucketDraft['riskLevel'] })
                }
              >
                {RISK_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </TextField>
          <TextField label="Minimum order (AUD)" error={shown('minOrder')}>
            <Input
              inputMode="decimal"
              value={draft.minOrder}
              onChange={(event) => set({ minOrder: event.target.value })}
            />
          </TextField>
          <TextField label="Maximum order (AUD)" error={shown('maxOrder')}>
            <Input
              inputMode="decimal"
              value={draft.maxOrder}
              onChange={(event) => set({ maxOrder: event.target.value })}
            />
          </TextField>
        </SimpleGrid>
        <Switch.Root
          checked={draft.enabled}
          onCheckedChange={(state) => set({ enabled: state.checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Enabled (customers can buy it)</Switch.Label>
        </Switch.Root>

        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="semibold" mb="2">
            Coins and shares
          </Text>
          {draft.assets.map((entry, index) => (
            <HStack key={index} gap="2" align="flex-start">
              <Field.Root flex="2" invalid={shown(`assets.${index}.assetId`) !== undefined}>
                <Field.Label srOnly>Coin {index + 1}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={entry.assetId}
                    onChange={(event) => setCoin(index, { assetId: event.target.value })}
                  >
                    <option value="">Choose a coin</option>
                    {coins.map((coin) => (
                      <option key={coin.assetId} value={coin.assetId}>
                        {coin.symbol} · {coin.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{shown(`assets.${index}.assetId`)}</Field.ErrorText>
              </Field.Root>
              <Field.Root flex="1" invalid={shown(`assets.${index}.percentage`) !== undefined}>
                <Field.Label srOnly>Share of coin {index + 1} (%)</Field.Label>
                <Input
                  inputMode="decimal"
                  placeholder="%"
                  value={entry.percentage}
                  onChange={(event) => setCoin(index, { percentage: event.target.value })}
                />
                <Field.ErrorText>{shown(`assets.${index}.percentage`)}</Field.ErrorText>
              </Field.Root>
              <IconButton
                aria-label={`Remove coin ${index + 1}`}
                variant="ghost"
                disabled={draft.assets.length === 1}
                onClick={() => set({ assets: draft.assets.filter((_, at) => at !== index) })}
              >
                ✕
              </IconButton>
            </HStack>
          ))}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => set({ assets: [...draft.assets, { assetId: '', percentage: '' }] })}
            >
              Add a coin
            </Button>
            <Text fontSize="sm" color={total === 100 ? 'fg.muted' : 'fg.error'} aria-live="polite">
              Total {total}% {total === 100 ? '' : '(must be 100%)'}
            </Text>
          </HStack>
          {shown('assets') && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {shown('assets')}
            </Text>
          )}
        </Stack>

        <HStack gap="2">
          <Button type="submit" colorPalette="eucalypt">
            Review change
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
