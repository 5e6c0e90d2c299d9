import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { clearRemoteOverrides, currentRemotes } from '../lib/remote-registry';

/** Staging must never forget that it is not running the configured remotes. */
export function OverrideBanner() {
  const remotes = currentRemotes();
  if (!remotes || remotes.overridden.length === 0) return null;
  return (
    <Box
      bg="purple.700"
      color="white"
      px="4"
      py="2"
      fontSize="sm"
      role="region"
      aria-label="Remote overrides"
    >
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">Remote overrides active:</Text>
        {remotes.overridden.map((remote) => (
          <Text key={remote} data-testid={`override-${remote}`}>
            {remote} → {remotes.urls[remote]}
          </Text>
        ))}
        <Button size="xs" variant="outline" color="white" onClick={clearRemoteOverrides}>
          Clear overrides
        </Button>
      </HStack>
    </Box>
  );
}
