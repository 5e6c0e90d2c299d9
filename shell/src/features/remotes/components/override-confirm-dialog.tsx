import { Button, Code, HStack, List, Text } from '@chakra-ui/react';
import { WattleModal } from '@wattle/shared';
import { useRemoteOverrides } from '../hooks/use-remote-overrides';
import { answerPendingOverrides } from '../lib/remote-registry';

export const CONFIRM_OVERRIDE_TITLE = 'Load a remote from another address?';

/**
 * An override from the address runs someone else's code with this session, so it waits for
 * the person: once for this visit, remembered in this browser, or not at all.
 */
export function OverrideConfirmDialog() {
  const remotes = useRemoteOverrides();
  const pending = remotes?.pending ?? [];
  // Mounted only while there is a question: almost no visit ever has one.
  if (pending.length === 0) return null;
  return (
    <WattleModal
      open
      onClose={() => answerPendingOverrides('cancel')}
      title={CONFIRM_OVERRIDE_TITLE}
      footer={
        <HStack gap="2" flexWrap="wrap" justify="flex-end" w="full">
          <Button variant="outline" onClick={() => answerPendingOverrides('cancel')}>
            Cancel
          </Button>
          <Button variant="outline" onClick={() => answerPendingOverrides('once')}>
            Use once
          </Button>
          <Button onClick={() => answerPendingOverrides('remember')}>Remember</Button>
        </HStack>
      }
    >
      <Text mb="3">The link you opened replaces part of Wattle with code from:</Text>
      <List.Root mb="3" gap="2" ps="4">
        {pending.map(({ remote, url }) => (
          <List.Item key={remote}>
            <Text as="span" fontWeight="semibold">
              {remote}
            </Text>{' '}
            from <Code wordBreak="break-all">{url}</Code>
          </List.Item>
        ))}
      </List.Root>
      <Text>
        That code runs signed in as you. Continue only if you expect this test build. &ldquo;Use
        once&rdquo; loads it for this visit; &ldquo;Remember&rdquo; keeps it in this browser until
        you clear overrides.
      </Text>
    </WattleModal>
  );
}
