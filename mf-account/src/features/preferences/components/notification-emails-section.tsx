import { Stack, Switch, Text } from '@chakra-ui/react';
import {
  EMAIL_NOTIFICATION_KINDS,
  QueryState,
  type EmailNotificationKind,
  type EmailNotifications,
  SectionCard,
} from '@wattle/shared';
import { useNotificationEmails, useUpdateNotificationEmails } from '../api/notification-emails';

const KIND_TEXT: Record<EmailNotificationKind, { label: string; hint: string }> = {
  verification: {
    label: 'Identity verification',
    hint: 'When your identity check passes or fails.',
  },
  deposits: { label: 'Deposits', hint: 'When a deposit arrives or fails.' },
  withdrawals: { label: 'Withdrawals', hint: 'When a withdrawal is sent or fails.' },
  accounts: {
    label: 'Bank accounts',
    hint: 'When your deposit account is ready or a withdrawal account is registered.',
  },
};

function Switches({ chosen }: { chosen: EmailNotifications }) {
  const update = useUpdateNotificationEmails();
  return (
    <Stack gap="4">
      {EMAIL_NOTIFICATION_KINDS.map((kind) => (
        <Switch.Root
          key={kind}
          checked={chosen[kind]}
          onCheckedChange={({ checked }) => update.mutate({ [kind]: checked })}
          alignItems="flex-start"
          gap="3"
        >
          <Switch.HiddenInput />
          <Switch.Control mt="1" />
          <Switch.Label>
            <Text fontWeight="medium">{KIND_TEXT[kind].label}</Text>
            <Text color="fg.muted" fontSize="sm" fontWeight="normal">
              {KIND_TEXT[kind].hint}
            </Text>
          </Switch.Label>
        </Switch.Root>
      ))}
    </Stack>
  );
}

/** Which notifications also go by e-mail; the bell always gets every one. */
export function NotificationEmailsSection() {
  const chosen = useNotificationEmails();
  return (
    <SectionCard
      title="E-mail notifications"
      description="Every notification shows under the bell. Choose which ones also come by e-mail."
    >
      <QueryState query={chosen} loadingLabel="Loading your e-mail choices" loadingShape="lines">
        {(data) => <Switches chosen={data} />}
      </QueryState>
    </SectionCard>
  );
}
