import { Box, Flex, Text } from '@chakra-ui/react';
import type { VerificationStep } from '../lib/verification-step';

const STEPS: { step: VerificationStep; label: string }[] = [
  { step: 'email', label: 'E-mail' },
  { step: 'mobile', label: 'Mobile' },
  { step: 'identity', label: 'Identity' },
];

/** Where the customer is: done steps ticked, the current one marked for assistive tech too. */
export function VerificationProgress({ current }: { current: VerificationStep }) {
  const currentIndex =
    current === 'outcome' ? STEPS.length : STEPS.findIndex((s) => s.step === current);
  return (
    <Flex
      as="ol"
      aria-label="Verification steps"
      gap={{ base: '2', md: '4' }}
      mb="6"
      listStyleType="none"
    >
      {STEPS.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const here = index === currentIndex;
        return (
          <Flex
            as="li"
            key={step}
            align="center"
            gap="2"
            flex="1"
            aria-current={here ? 'step' : undefined}
          >
            <Box
              flexShrink={0}
              w="8"
              h="8"
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
              fontSize="sm"
              borderWidth="2px"
              borderColor={done || here ? 'eucalypt.solid' : 'border'}
              bg={done ? 'eucalypt.solid' : 'bg'}
              color={done ? 'white' : here ? 'eucalypt.fg' : 'fg.muted'}
            >
              {done ? '✓' : index + 1}
            </Box>
            <Text
              fontWeight={here ? 'semibold' : 'normal'}
              color={here || done ? 'fg' : 'fg.muted'}
            >
              {label}
              <Box as="span" srOnly>
                {done ? ' (done)' : here ? ' (current step)' : ''}
              </Box>
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
