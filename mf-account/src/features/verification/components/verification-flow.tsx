import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  ContentSkeleton,
  currentUserQueryOptions,
  type KycStatus,
  type User,
} from '@wattle/shared';
import { useState } from 'react';
import { useKycStatus } from '../api/get-kyc-status';
import { verificationPosition, type VerificationPosition } from '../lib/verification-step';
import { AddressForm } from './address-form';
import { DocumentForm } from './document-form';
import { EmailStep } from './email-step';
import { MobileStep } from './mobile-step';
import { OutcomeStep } from './outcome-step';
import { VerificationProgress } from './verification-progress';

const TITLES: Record<VerificationPosition['step'], string> = {
  email: 'Confirm your e-mail',
  mobile: 'Verify your mobile',
  identity: 'Verify your identity',
  outcome: 'Verification result',
};

function Step({ user, kyc }: { user: User; kyc: KycStatus }) {
  // "Try again" after a decline reopens the address, until the next document is checked.
  const [retrying, setRetrying] = useState(false);
  const found = verificationPosition(user, kyc);
  const position: VerificationPosition =
    retrying && found.step === 'outcome' && found.outcome === 'declined'
      ? { step: 'identity', stage: 'address' }
      : found;

  let body;
  switch (position.step) {
    case 'email':
      body = <EmailStep user={user} />;
      break;
    case 'mobile':
      body = <MobileStep phoneNumber={user.phoneNumber} />;
      break;
    case 'identity':
      body =
        position.stage === 'address' || kyc.identityType === 'none' ? (
          <AddressForm />
        ) : (
          <DocumentForm
            user={user}
            identityType={kyc.identityType}
            onSubmitted={() => setRetrying(false)}
          />
        );
      break;
    case 'outcome':
      body = (
        <OutcomeStep
          outcome={position.outcome}
          reason={position.reason}
          onTryAgain={() => setRetrying(true)}
        />
      );
      break;
  }

  return (
    <>
      <VerificationProgress current={position.step} />
      <Box
        as="section"
        aria-labelledby="verification-step-title"
        borderWidth="1px"
        borderRadius="xl"
        bg="bg.panel"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" size="lg" id="verification-step-title" mb="4">
          {TITLES[position.step]}
        </Heading>
        {body}
      </Box>
    </>
  );
}

/**
 * `/new-profile`: e-mail, mobile, identity, then the outcome. It opens where the customer
 * left off and moves on by itself as their flags change (after a step, or a realtime push).
 */
export function VerificationFlow() {
  const user = useQuery(currentUserQueryOptions());
  const kyc = useKycStatus();
  if (user.isPending || kyc.isPending)
    return <ContentSkeleton label="Loading your verification" shape="card" minH="96" />;
  if (!user.data || !kyc.data) {
    return <Text role="alert">We could not load your verification. Refresh to try again.</Text>;
  }
  return (
    <Stack gap="0">
      <Step user={user.data} kyc={kyc.data} />
    </Stack>
  );
}
