import { Badge, HStack, Text } from '@chakra-ui/react';
import {
  ContentSkeleton,
  errorMessage,
  formatDateTime,
  type IdentityMatch,
  type IdentityMatchDecision,
} from '@wattle/shared';
import { useState } from 'react';
import { useDecideIdentityMatch, useIdentityMatches } from '../api/identity-matches-api';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConsoleCard, ConsoleList, ConsoleRow, ConsoleRowTitle, RowAction } from './console-card';
import { useStaffRole } from './support-access';

type Decision = IdentityMatchDecision['decision'];

interface Pending {
  match: IdentityMatch;
  decision: Decision;
}

const KIND_LABELS: Record<IdentityMatch['kind'], string> = {
  passport: 'Same passport',
  licence: 'Same driver’s licence',
  phone: 'Same mobile',
  name_dob: 'Same name and date of birth',
};
const STATUS_LABELS: Record<IdentityMatch['status'], string> = {
  open: 'Open',
  same_person: 'Same person',
  different_people: 'Different people',
};

const pairOf = (match: IdentityMatch) => `${match.email} and ${match.otherEmail}`;

/**
 * Accounts that look like one person (docs/product/identity.md#one-person-one-account):
 * everyone sees them, support_lv2 decides an open one with a reason for the audit log. A name
 * and date-of-birth match decides the newer account's identity check too.
 */
export function IdentityMatches() {
  const matches = useIdentityMatches();
  const decide = useDecideIdentityMatch();
  const canDecide = useStaffRole('support_lv2');
  const [pending, setPending] = useState<Pending | null>(null);

  if (matches.isPending) return <ContentSkeleton label="Loading linked accounts" count={2} />;
  if (matches.isError) return <Text role="alert">{errorMessage(matches.error)}</Text>;

  return (
    <ConsoleCard title="Accounts that look like one person">
      <ConsoleList empty="No accounts look like one person.">
        {matches.data.map((match) => (
          <ConsoleRow
            key={match.matchId}
            title={
              <ConsoleRowTitle
                actions={
                  canDecide &&
                  match.status === 'open' && (
                    <>
                      <RowAction
                        label={`Same person: ${pairOf(match)}`}
                        onClick={() => setPending({ match, decision: 'same_person' })}
                      >
                        Same person
                      </RowAction>
                      <RowAction
                        label={`Different people: ${pairOf(match)}`}
                        onClick={() => setPending({ match, decision: 'different_people' })}
                      >
                        Different people
                      </RowAction>
                    </>
                  )
                }
              >
                <HStack gap="2" wrap="wrap">
                  <span>{pairOf(match)}</span>
                  <Badge colorPalette={match.status === 'open' ? 'orange' : 'gray'}>
                    {STATUS_LABELS[match.status]}
                  </Badge>
                </HStack>
              </ConsoleRowTitle>
            }
            detail={`${KIND_LABELS[match.kind]} · found ${formatDateTime(match.createdAt)}`}
          />
        ))}
      </ConsoleList>
      <ConfirmActionDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.decision === 'same_person'
            ? 'These accounts are one person'
            : 'These accounts are different people'
        }
        change={
          pending
            ? pending.decision === 'same_person'
              ? `${pairOf(pending.match)}: linked for good; no referral bonus between them${pending.match.kind === 'name_dob' ? `, and ${pending.match.email}'s identity check is declined` : ''}.`
              : `${pairOf(pending.match)}: no longer linked${pending.match.kind === 'name_dob' ? `, and ${pending.match.email}'s identity is verified once no other match is open` : ''}.`
            : ''
        }
        needsReason
        confirmLabel={pending?.decision === 'same_person' ? 'Same person' : 'Different people'}
        onConfirm={async (note) => {
          if (!pending) return '';
          const { match, decision } = pending;
          await decide.mutateAsync({ matchId: match.matchId, decision: { decision, note } });
          return `Decided: ${STATUS_LABELS[decision].toLowerCase()}.`;
        }}
      />
    </ConsoleCard>
  );
}
