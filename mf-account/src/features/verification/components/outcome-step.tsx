import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const PEP_REVIEW_NOTICE =
  'Your identity is verified. Our team will review your account before you can deposit or trade, and will be in touch.';

/** The end of verification: verified, verified pending review, or declined with a retry. */
export function OutcomeStep({
  outcome,
  reason,
  onTryAgain,
}: {
  outcome: 'verified' | 'review' | 'declined';
  reason: string | null;
  onTryAgain: () => void;
}) {
  if (outcome === 'declined') {
    return (
      <Stack gap="4" align="flex-start">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not verify your identity</Alert.Title>
            <Alert.Description>
              {reason ?? 'The details did not match.'} Check them against your document and try
              again.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button colorPalette="brand" onClick={onTryAgain}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (outcome === 'review') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>You’re verified — one more check</Alert.Title>
          <Alert.Description>{PEP_REVIEW_NOTICE}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>You’re verified</Alert.Title>
          <Alert.Description>
            Your e-mail, mobile and identity are confirmed. You can now deposit and trade.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/profile?tab=deposit-fiat">Deposit funds</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">Go to the dashboard</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
