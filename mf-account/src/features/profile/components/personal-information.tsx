import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  currentUserQueryOptions,
  formatMobile,
  isVerified,
  QueryState,
  type User,
  SectionCard,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailList } from '@/components/detail-list';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PreferredNameForm } from './preferred-name-form';

function VerificationState({ user }: { user: User }) {
  if (isVerified(user)) return <Badge colorPalette="green">Verified</Badge>;
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette="orange">Not verified yet</Badge>
      <Link asChild color="eucalypt.fg" fontWeight="medium">
        <RouterLink to="/new-profile">Continue verification</RouterLink>
      </Link>
    </Stack>
  );
}

function Details({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="Your details"
      actions={
        !editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit preferred name
          </Button>
        )
      }
    >
      <Stack gap="5">
        <DetailList
          label="Your details"
          details={[
            { label: 'First name', value: user.firstName },
            { label: 'Last name', value: user.lastName },
            { label: 'Preferred name', value: user.preferredName ?? 'Not set' },
            {
              label: 'Email',
              value: (
                <Text as="span" wordBreak="break-all">
                  {user.email}
                </Text>
              ),
            },
            {
              label: 'Mobile',
              value: user.phoneNumber ? formatMobile(user.phoneNumber) : 'Not added yet',
            },
            { label: 'Verification', value: <VerificationState user={user} /> },
          ]}
        />
        {editing && (
          <PreferredNameForm current={user.preferredName} onDone={() => setEditing(false)} />
        )}
      </Stack>
    </SectionCard>
  );
}

/** The personal-information tab: who the customer is, their sign-in e-mail and password. */
export function PersonalInformation() {
  const user = useQuery(currentUserQueryOptions());
  return (
    <Stack gap="6">
      <QueryState query={user} loadingLabel="Loading your details" loadingShape="lines">
        {(person) => <Details user={person} />}
      </QueryState>
      {user.data && (
        <SectionCard
          title="Change e-mail"
          description="The address you sign in with and where we write to you. We send a code to the new address to confirm it."
        >
          <ChangeEmailForm twoFactor={user.data.twoFactorEnabled} />
        </SectionCard>
      )}
      <SectionCard title="Change password">
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}
