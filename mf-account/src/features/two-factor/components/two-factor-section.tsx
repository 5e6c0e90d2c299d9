import { Badge, Box, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  currentUserQueryOptions,
  errorMessage,
  QueryState,
  showToast,
  type User,
  SectionCard,
} from '@wattle/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The secret in groups of four, easier to type into an authenticator app. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function Enrolment({
  secret,
  otpauthUrl,
  onBackupCodes,
}: {
  secret: string;
  otpauthUrl: string;
  onBackupCodes: (codes: string[]) => void;
}) {
  const confirm = useConfirmTwoFactor();
  return (
    <Stack gap="5">
      <Text>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy), then
        enter the 6-digit code it shows.
      </Text>
      <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
        <Box bg="white" p="3" borderRadius="md" borderWidth="1px" alignSelf="flex-start">
          <QRCodeSVG
            value={otpauthUrl}
            size={176}
            role="img"
            aria-label="QR code for your authenticator app"
          />
        </Box>
        <Stack gap="1" minW="0">
          <Text fontSize="sm" color="fg.muted">
            Can’t scan? Type this key instead:
          </Text>
          <Code fontSize="md" p="2" wordBreak="break-all" data-testid="two-factor-key">
            {groupKey(secret)}
          </Code>
        </Stack>
      </Flex>
      <TwoFactorCodeForm
        label="Confirm two-factor"
        submitLabel="Turn on two-factor"
        onCode={async (otp) => {
          const { backupCodes } = await confirm.mutateAsync(otp);
          onBackupCodes(backupCodes);
        }}
      />
    </Stack>
  );
}

function TwoFactorState({ user }: { user: User }) {
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  // Shown once, straight after two-factor is switched on; gone when the person moves on.
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  if (backupCodes) {
    return (
      <BackupCodes
        codes={backupCodes}
        email={user.email}
        onDone={() => {
          setBackupCodes(null);
          start.reset();
        }}
      />
    );
  }

  if (user.twoFactorEnabled) {
    return (
      <Stack gap="4">
        <Text>
          <Badge colorPalette="green" mr="2">
            On
          </Badge>
          Log-in and withdrawals ask for a code from your authenticator app. Lost your device? Log
          in with one of your backup codes.
        </Text>
        <TwoFactorCodeForm
          label="Turn off two-factor"
          submitLabel="Turn off two-factor"
          onCode={async (otp) => {
            await disable.mutateAsync(otp);
            start.reset();
            showToast('success', 'Two-factor authentication is off');
          }}
        />
      </Stack>
    );
  }

  if (start.data) return <Enrolment {...start.data} onBackupCodes={setBackupCodes} />;

  return (
    <Stack gap="4" align="flex-start">
      <Text>
        <Badge colorPalette="orange" mr="2">
          Off
        </Badge>
        Protect log-in and withdrawals with a code from an authenticator app.
      </Text>
      {start.isError && <Text role="alert">{errorMessage(start.error)}</Text>}
      <Button
        colorPalette="brand"
        loading={start.isPending}
        loadingText="Starting…"
        onClick={() => start.mutate(user.userId)}
      >
        Set up two-factor
      </Button>
    </Stack>
  );
}

/** Two-factor authentication (TOTP): set up with a QR code and a key, or turn off with a code. */
export function TwoFactorSection() {
  const user = useQuery(currentUserQueryOptions());
  return (
    <SectionCard title="Two-factor authentication">
      <QueryState query={user} loadingLabel="Loading two-factor status" loadingShape="lines">
        {(person) => <TwoFactorState user={person} />}
      </QueryState>
    </SectionCard>
  );
}
