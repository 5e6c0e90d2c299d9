import { Box, HStack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { PASSWORD_STRENGTH_LABELS, type PasswordScore } from '../contracts/auth.js';
import type { PasswordStrength, passwordStrength, personalWords } from './password-strength.js';

interface Estimator {
  passwordStrength: typeof passwordStrength;
  personalWords: typeof personalWords;
}

let estimator: Promise<Estimator> | null = null;

/** zxcvbn and its dictionary load on the first keystroke, never with the page. */
export function loadPasswordEstimator(): Promise<Estimator> {
  estimator ??= import('./password-strength.js').catch((error: unknown) => {
    estimator = null;
    throw error;
  });
  return estimator;
}

const SEGMENTS = 5;
const COLOURS: Record<PasswordScore, string> = {
  0: 'red.600',
  1: 'red.600',
  2: 'orange.500',
  3: 'green.600',
  4: 'green.600',
};

export interface PasswordStrengthMeterProps {
  password: string;
  /** The person's name and e-mail, which a password should not lean on. */
  userInputs?: readonly (string | undefined)[];
}

/**
 * How hard the new password is to guess, updated while typing: five segments, and the same in
 * words (never colour alone), read out politely when it changes. What the API refuses reads
 * "not accepted" here first.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: PasswordStrengthMeterProps) {
  const [loaded, setLoaded] = useState<Estimator | null>(null);
  const [failed, setFailed] = useState(false);
  const typed = password !== '';

  useEffect(() => {
    if (!typed || loaded) return;
    let live = true;
    loadPasswordEstimator().then(
      (module) => live && setLoaded(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [typed, loaded]);

  const personal = userInputs.join('\n');
  const strength: PasswordStrength | null = useMemo(
    () =>
      loaded && typed
        ? loaded.passwordStrength(password, loaded.personalWords(...personal.split('\n')))
        : null,
    [loaded, typed, password, personal],
  );

  // The server checks anyway: without the estimator there is simply no meter.
  if (!typed || failed) return null;
  const label = strength ? PASSWORD_STRENGTH_LABELS[strength.score] : null;
  const summary = strength
    ? `${label}${strength.acceptable ? '' : ' – not accepted'}`
    : 'Checking…';
  return (
    <Box data-testid="password-strength">
      <HStack
        gap="1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={SEGMENTS - 1}
        aria-valuenow={strength?.score ?? 0}
        aria-valuetext={summary}
        aria-busy={strength ? undefined : true}
      >
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <Box
            key={index}
            flex="1"
            h="1.5"
            borderRadius="full"
            bg={strength && index <= strength.score ? COLOURS[strength.score] : 'border'}
          />
        ))}
      </HStack>
      <Text fontSize="sm" mt="1" color="fg.muted" aria-live="polite">
        <Text as="span" fontWeight="semibold" color="fg">
          Password strength: {summary}
        </Text>
        {strength?.warning ? ` ${strength.warning}` : ''}
      </Text>
    </Box>
  );
}
