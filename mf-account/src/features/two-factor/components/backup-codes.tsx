import { Badge, Box, Button, Code, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** The codes as a text file: one a line, with what they are for. */
function backupCodesFile(codes: readonly string[], email: string): string {
  return [
    `Wattle two-factor backup codes for ${email}`,
    'Each code logs you in once in place of your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(codes: readonly string[], email: string) {
  const url = URL.createObjectURL(
    new Blob([backupCodesFile(codes, email)], { type: 'text/plain' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'wattle-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The backup codes, straight after two-factor is switched on (docs/product/identity.md#backup-codes):
 * shown this once — the server keeps only their hashes — with a download, and a button to move on.
 * The heading takes the focus so the result is in view on a phone.
 */
export function BackupCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Stack gap="4" data-testid="backup-codes">
      <Heading as="h3" size="md" ref={heading} tabIndex={-1}>
        <Badge colorPalette="green" mr="2">
          On
        </Badge>
        Save your backup codes
      </Heading>
      <Text>
        If you lose the phone with your authenticator app, each of these codes logs you in once.
        Keep them somewhere safe: this is the only time we show them.
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="4">
        <SimpleGrid
          as="ul"
          columns={{ base: 1, sm: 2 }}
          gap="2"
          listStyleType="none"
          aria-label="Backup codes"
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fontSize="md" px="2" py="1">
                {code}
              </Code>
            </li>
          ))}
        </SimpleGrid>
      </Box>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button variant="outline" onClick={() => download(codes, email)}>
          Download codes
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          I’ve saved my codes
        </Button>
      </Flex>
    </Stack>
  );
}
