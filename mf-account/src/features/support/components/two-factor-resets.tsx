import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  errorMessage,
  formatDateTime,
  ContentSkeleton,
  type TwoFactorResetCase,
  type TwoFactorResetDecision,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDecideTwoFactorReset, useTwoFactorResets } from '../api/two-factor-resets-api';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConsoleCard, ConsoleList, ConsoleRowTitle, RowAction } from './console-card';

type Decision = TwoFactorResetDecision['decision'];

interface Pending {
  request: TwoFactorResetCase;
  decision: Decision;
}

const STATUS_LABELS: Record<TwoFactorResetCase['status'], string> = {
  pending: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};
const DOCUMENT_LABELS = { passport: 'passport', licence: 'driver’s licence' } as const;

/** Both answers matched the verified identity: the only requests that may be approved. */
const checksPassed = (request: TwoFactorResetCase) =>
  request.dateOfBirthMatches && request.documentMatched !== null;

/** The identity checks in words, one line each, with a mark that is not colour alone. */
function checkLines(request: TwoFactorResetCase): { ok: boolean; text: string }[] {
  if (!request.identityOnFile) {
    return [{ ok: false, text: 'No verified identity on file to check the answers against' }];
  }
  return [
    {
      ok: request.dateOfBirthMatches,
      text: request.dateOfBirthMatches ? 'Date of birth matches' : 'Date of birth does not match',
    },
    {
      ok: request.documentMatched !== null,
      text: request.documentMatched
        ? `Document number matches their verified ${DOCUMENT_LABELS[request.documentMatched]}`
        : 'Document number matches no verified document',
    },
  ];
}

/**
 * Customers who cannot use their authenticator or a backup code and asked for a reset
 * (docs/product/identity.md#support-reset): the identity checks' results, and support_lv2's
 * approve (only when both answers matched) or decline, each with a reason for the audit log.
 */
export function TwoFactorResets() {
  const requests = useTwoFactorResets();
  const decide = useDecideTwoFactorReset();
  const [pending, setPending] = useState<Pending | null>(null);

  if (requests.isPending) return <ContentSkeleton label="Loading reset requests" shape="rows" />;
  if (requests.isError) return <Text role="alert">{errorMessage(requests.error)}</Text>;

  return (
    <ConsoleCard title="Two-factor reset requests">
      <ConsoleList empty="No one has asked for a two-factor reset.">
        {requests.data.map((request) => (
          <ResetRow
            key={request.requestId}
            request={request}
            onDecide={(decision) => setPending({ request, decision })}
          />
        ))}
      </ConsoleList>
      <ConfirmActionDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.decision === 'approve'
            ? 'Approve the two-factor reset'
            : 'Decline the two-factor reset'
        }
        change={
          pending
            ? pending.decision === 'approve'
              ? `${pending.request.email}: two-factor turned off and backup codes voided; the security hold starts and the customer is e-mailed.`
              : `${pending.request.email}: nothing changes on the account; the customer is e-mailed your reason.`
            : ''
        }
        needsReason
        confirmLabel={pending?.decision === 'approve' ? 'Approve reset' : 'Decline request'}
        onConfirm={async (reason) => {
          if (!pending) return '';
          const { request, decision } = pending;
          await decide.mutateAsync({
            requestId: request.requestId,
            decision: { decision, reason },
          });
          return decision === 'approve'
            ? `Two-factor reset for ${request.email}.`
            : `Request from ${request.email} declined.`;
        }}
      />
    </ConsoleCard>
  );
}

function ResetRow({
  request,
  onDecide,
}: {
  request: TwoFactorResetCase;
  onDecide: (decision: Decision) => void;
}) {
  const who = `${request.name} (${request.email})`;
  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <ConsoleRowTitle
        actions={
          request.status === 'pending' && (
            <>
              <RowAction
                size="sm"
                disabled={!checksPassed(request)}
                label={`Approve reset for ${request.email}`}
                onClick={() => onDecide('approve')}
              >
                Approve
              </RowAction>
              <RowAction
                size="sm"
                label={`Decline reset for ${request.email}`}
                onClick={() => onDecide('decline')}
              >
                Decline
              </RowAction>
            </>
          )
        }
      >
        <HStack gap="2" wrap="wrap">
          <RouterLink to={`/support/customers/${request.userId}`}>{who}</RouterLink>
          <Badge colorPalette={request.status === 'pending' ? 'orange' : 'gray'}>
            {STATUS_LABELS[request.status]}
          </Badge>
        </HStack>
      </ConsoleRowTitle>
      <Stack as="ul" gap="0.5" fontSize="sm" listStyleType="none" aria-label="Identity checks">
        {checkLines(request).map((line) => (
          <Text as="li" key={line.text} color={line.ok ? 'fg' : 'fg.error'}>
            {line.ok ? '✓' : '✗'} {line.text}
          </Text>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Asked {formatDateTime(request.createdAt)}
        {request.ip && ` from ${request.ip}`}
        {request.status === 'pending' &&
          !checksPassed(request) &&
          ' · can be approved only when both answers match'}
        {request.decidedAt &&
          ` · ${STATUS_LABELS[request.status].toLowerCase()} ${formatDateTime(request.decidedAt)}${request.decidedBy ? ` by ${request.decidedBy}` : ''}${request.decisionReason ? `: “${request.decisionReason}”` : ''}`}
      </Text>
    </Stack>
  );
}
