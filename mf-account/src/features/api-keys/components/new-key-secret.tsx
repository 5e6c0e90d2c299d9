import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { ApiKeyCreated } from '@wattle/shared';
import { CopyableDetail } from '@/components/copyable-detail';

/** The new key's id and secret, once: after "Done" the secret is gone from the screen for good. */
export function NewKeySecret({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  return (
    <Stack gap="3" data-testid="new-api-key">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Copy the secret now</Alert.Title>
          <Alert.Description>
            This is the only time Wattle shows it. Keep it somewhere safe: anyone with the key id
            and the secret can use the key.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <CopyableDetail label="Key id" value={created.key.keyId} />
      <CopyableDetail label="Secret" value={created.secret} />
      <Text fontSize="sm" color="fg.muted">
        Sign requests as the developer page shows.
      </Text>
      <Button alignSelf="flex-start" variant="outline" onClick={onDone}>
        I have copied the secret
      </Button>
    </Stack>
  );
}
