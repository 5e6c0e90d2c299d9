import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  errorMessage,
  formatDateTime,
  formatFiat,
  showToast,
  type PausedWithdrawal,
} from '@wattle/shared';
import { useCancelPausedWithdrawal, usePausedWithdrawals } from '../api/paused-withdrawals';

function Waiting({ withdrawal }: { withdrawal: PausedWithdrawal }) {
  const cancel = useCancelPausedWithdrawal();
  const delay = withdrawal.kind === 'protective_delay';
  const amount =
    withdrawal.asset === 'AUD'
      ? formatFiat(withdrawal.amount)
      : `${withdrawal.amount} ${withdrawal.asset}`;
  const what = `${amount} to ${withdrawal.destination}`;
  return (
    <Stack
      as="li"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      aria-label={`Waiting withdrawal: ${what}`}
    >
      <Badge alignSelf="flex-start" colorPalette={delay ? 'blue' : 'orange'}>
        {delay ? 'Protective delay' : 'Waiting for our review'}
      </Badge>
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {what}
      </Text>
      <Text fontSize="sm">
        {delay
          ? `Goes at ${formatDateTime(withdrawal.releaseAfter)}, unless you cancel it.`
          : `We review it by ${formatDateTime(withdrawal.releaseAfter)}.`}{' '}
        Your money stays in your balance until then.
      </Text>
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(withdrawal.pausedId, {
            onSuccess: () =>
              showToast('success', 'Withdrawal cancelled. Nothing left your balance.'),
            onError: (error) => showToast('error', errorMessage(error)),
          })
        }
      >
        Cancel this withdrawal
      </Button>
    </Stack>
  );
}

/**
 * The customer's withdrawals that wait — their protective delay, or our review — with when
 * each goes and a way to cancel it (docs/product/funding.md#trusted-contact). Nothing when none.
 */
export function PausedWithdrawalsList({ asset }: { asset: 'AUD' | 'crypto' }) {
  const paused = usePausedWithdrawals();
  const waiting = (paused.data ?? []).filter(
    (withdrawal) =>
      withdrawal.status === 'paused' && (withdrawal.asset === 'AUD') === (asset === 'AUD'),
  );
  if (waiting.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="waiting-withdrawals">
      <Heading as="h3" size="md" id="waiting-withdrawals" mb="3">
        Waiting withdrawals
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {waiting.map((withdrawal) => (
          <Waiting key={withdrawal.pausedId} withdrawal={withdrawal} />
        ))}
      </Stack>
    </Box>
  );
}
