import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ClickIcon, IdCardIcon, ShieldIcon } from '@wattle/shared/icons';

const ITEMS = [
  { label: 'Buy & sell with confidence', Icon: ShieldIcon },
  { label: 'Easy 1-click purchase', Icon: ClickIcon },
  { label: 'Simple KYC/AML process', Icon: IdCardIcon },
] as const;

/** The three-icon strip. */
export function IconStrip() {
  return (
    <Box as="section" aria-label="Why Wattle" bg="eucalypt.800" color="white" py="10">
      <Container maxW="5xl">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {ITEMS.map(({ label, Icon }) => (
            <Stack as="li" key={label} align="center" gap="3" textAlign="center">
              <Icon boxSize="10" color="brand.300" />
              <Text fontWeight="semibold" fontSize="lg">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
