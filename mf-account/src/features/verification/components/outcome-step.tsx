import { Alert, Box, Button, Flex, Link, Stack } from '@chakra-ui/react';
import {
  KYC_IN_REVIEW_NOTICE,
  NOTIFICATION_TITLES,
  notificationSubject,
  useResultInView,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { SavedOnlyOffer } from './saved-only-offer';

export const PEP_REVIEW_NOTICE =
  'Your identity is verified. Our team will review your account before you can deposit or trade, and will be in touch.';

const KYC_SUBJECT = notificationSubject(NOTIFICATION_TITLES.kycSuccess);

interface OutcomeStepProps {
  outcome: 'verified' | 'review' | 'staff_check' | 'declined';
  reason: string | null;
  onTryAgain: () => void;
}

/**
 * The end of verification: verified, verified pending review, or declined with a retry. Brought
 * into view as it appears; while it shows, the identity notification makes no toast.
 */
export function OutcomeStep(props: OutcomeStepProps) {
  const ref = useResultInView<HTMLDivElement>(KYC_SUBJECT);
  return (
    <Box ref={ref} data-testid="verification-outcome">
      <Outcome {...props} />
    </Box>
  );
}

function Outcome({ outcome, reason, onTryAgain }: OutcomeStepProps) {
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
  if (outcome === 'staff_check') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We’re checking your details</Alert.Title>
          <Alert.Description>
            {KYC_IN_REVIEW_NOTICE}{' '}
            <Link asChild textDecoration="underline">
              <RouterLink to="/contact-us">Contact us</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
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
      <SavedOnlyOffer />
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/transfer?tab=deposit-fiat">Deposit funds</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">Go to the dashboard</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
