import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRemoteOverrides } from '../hooks/use-remote-overrides';
import { clearRemoteOverrides } from '../lib/remote-registry';

/**
 * Staging must never forget that it is not running the configured remotes, and a refused
 * override (an origin not allowed here) says so instead of failing silently.
 */
export function OverrideBanner() {
  const remotes = useRemoteOverrides();
  if (!remotes) return null;
  return (
    <>
      {remotes.rejected.length > 0 && (
        <Box bg="red.700" color="white" px="4" py="2" fontSize="sm" role="alert">
          <Stack gap="1">
            {remotes.rejected.map(({ remote, url }) => (
              <Text key={`${remote} ${url}`} data-testid={`override-refused-${remote}`}>
                Refused override of {remote}: {url} is not an allowed origin, so it was not loaded.
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      {remotes.overridden.length > 0 && (
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
              <Text key={remote} data-testid={`override-${remote}`} wordBreak="break-all">
                {remote} → {remotes.urls[remote]}
                {remotes.stored[remote] === remotes.urls[remote] ? '' : ' (this visit only)'}
              </Text>
            ))}
            <Button size="xs" variant="outline" color="white" onClick={clearRemoteOverrides}>
              Clear overrides
            </Button>
          </HStack>
        </Box>
      )}
    </>
  );
}
