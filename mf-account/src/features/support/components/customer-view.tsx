import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  formatAmount,
  formatDateTime,
  auditSentence,
  formatMobile,
  personName,
  PEP_LABELS,
  QueryState,
  type SupportUserDetail,
} from '@wattle/shared';
import { useParams } from 'react-router-dom';
import { DetailList } from '@/components/detail-list';
import { customerQuery, customerTradesQuery, customerTransactionsQuery } from '../api/support-api';
import { KYC_STATUS_LABELS } from '../lib/support-labels';
import { ApiKeysCard } from './api-keys-card';
import { ConsoleCard, ConsoleList, ConsoleRow } from './console-card';
import { CustomerActions, PermissionsCard } from './customer-actions';
import { HeldDepositsCard } from './held-deposits-card';
import { TravelRuleCard } from './travel-rule-card';
import { VerificationBadges } from './verification-badges';

function IdentityCard({ customer }: { customer: SupportUserDetail }) {
  const { profile } = customer;
  return (
    <ConsoleCard title="Identity and verification">
      <Stack gap="3">
        <VerificationBadges customer={{ ...profile }} />
        <DetailList
          label="Identity"
          details={[
            {
              label: 'Name',
              value: `${profile.firstName} ${profile.lastName}${profile.preferredName ? ` (${profile.preferredName})` : ''}`,
            },
            { label: 'E-mail', value: profile.email },
            {
              label: 'Mobile',
              value: profile.phoneNumber ? formatMobile(profile.phoneNumber) : 'None',
            },
            { label: 'User ID', value: <Text wordBreak="break-all">{profile.userId}</Text> },
            { label: 'Account', value: customer.accountStatus },
            { label: 'Joined', value: formatDateTime(profile.createdAt) },
            { label: 'KYC', value: KYC_STATUS_LABELS[customer.kyc.status] },
            { label: 'PEP', value: PEP_LABELS[profile.pepStatus] },
            {
              label: 'Two-factor',
              value: (
                <Badge colorPalette={profile.twoFactorEnabled ? 'green' : 'gray'}>
                  {profile.twoFactorEnabled ? 'On' : 'Off'}
                </Badge>
              ),
            },
            { label: 'Live sessions', value: String(customer.activeSessions) },
            { label: 'Deposit reference', value: customer.depositReference ?? 'Not issued yet' },
          ]}
        />
      </Stack>
    </ConsoleCard>
  );
}

/**
 * An attempt's result in the status's words: the newest passed attempt of a customer whose
 * status waits for staff says so, rather than "verified" beside a status that is not.
 */
function attemptResult(
  result: 'verified' | 'declined',
  status: SupportUserDetail['kyc']['status'] | null,
): string {
  if (result === 'declined') return 'Declined';
  return status === 'in_review' ? KYC_STATUS_LABELS.in_review : 'Passed';
}

function KycCard({ customer }: { customer: SupportUserDetail }) {
  return (
    <ConsoleCard title="KYC attempts">
      <ConsoleList empty="No identity checks yet.">
        {customer.kycSubmissions.map((submission, index) => (
          <ConsoleRow
            key={submission.submissionId}
            title={`${submission.documentType === 'passport' ? 'Passport' : 'Driver’s licence'} ending ${submission.documentLast4}: ${attemptResult(submission.result, index === 0 ? customer.kyc.status : null)}`}
            detail={[
              formatDateTime(submission.createdAt),
              submission.pepResult ? `PEP ${submission.pepResult.replace('_', ' ')}` : null,
              submission.declineReason,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </ConsoleList>
    </ConsoleCard>
  );
}

function BalancesCard({ customer }: { customer: SupportUserDetail }) {
  const { balances, withdrawAccount, trustedContact } = customer;
  return (
    <ConsoleCard title="Balances and accounts">
      <Stack gap="3">
        <DetailList
          label="Balances"
          details={[
            { label: 'Total', value: formatAmount(balances.portfolioBalance) },
            { label: 'AUD', value: formatAmount(balances.fiatBalance) },
            ...balances.cryptoHoldings.map((holding) => ({
              label: holding.name,
              value: `${formatAmount(holding.amount)}${holding.valueInFiat ? ` (${formatAmount(holding.valueInFiat)})` : ''}`,
            })),
            {
              label: 'Withdraw account',
              value: withdrawAccount
                ? `${withdrawAccount.accountName}, BSB ${withdrawAccount.bsb}, ${withdrawAccount.accountNumber}`
                : 'None registered',
            },
            {
              label: 'Trusted contact',
              value: trustedContact
                ? `${trustedContact.name}, ${trustedContact.email}, ${trustedContact.delayHours === 0 ? 'no delay' : `${trustedContact.delayHours} h delay`}`
                : 'None named',
            },
          ]}
        />
      </Stack>
    </ConsoleCard>
  );
}

function HistoryCard({ userId }: { userId: string }) {
  const trades = useQuery(customerTradesQuery(userId));
  const transactions = useQuery(customerTransactionsQuery(userId));
  return (
    <ConsoleCard title="Recent trades and transfers">
      <Stack gap="4">
        <Stack gap="1">
          <Text fontWeight="semibold">Trades</Text>
          <QueryState
            query={trades}
            loadingLabel="Loading trades"
            empty={<Text color="fg.muted">No trades yet.</Text>}
          >
            {(list) => (
              <ConsoleList empty="No trades yet.">
                {list.map((trade) => (
                  <ConsoleRow
                    key={trade.tradeId}
                    title={`${trade.side === 'buy' ? 'Bought' : 'Sold'} ${formatAmount(trade.side === 'buy' ? trade.receiveAmount : trade.spendAmount)} · ${trade.status}`}
                    detail={`${formatDateTime(trade.createdAt)} · ${formatAmount(trade.side === 'buy' ? trade.spendAmount : trade.receiveAmount)} · fee ${formatAmount(trade.tradeFee)}`}
                  />
                ))}
              </ConsoleList>
            )}
          </QueryState>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="semibold">Account movements</Text>
          <QueryState
            query={transactions}
            loadingLabel="Loading account movements"
            empty={<Text color="fg.muted">No movements yet.</Text>}
          >
            {(list) => (
              <ConsoleList empty="No movements yet.">
                {list.map((movement) => (
                  <ConsoleRow
                    key={movement.transactionId}
                    title={`${movement.type.replace('_', ' ')} ${formatAmount(movement.amount, 'down', { signed: true })}`}
                    detail={formatDateTime(movement.createdAt)}
                  />
                ))}
              </ConsoleList>
            )}
          </QueryState>
        </Stack>
      </Stack>
    </ConsoleCard>
  );
}

function NotificationsCard({ customer }: { customer: SupportUserDetail }) {
  return (
    <ConsoleCard title="Notifications sent">
      <ConsoleList empty="No notifications sent.">
        {customer.notifications.map((notification) => (
          <ConsoleRow
            key={notification.notificationId}
            title={notification.title}
            detail={`${formatDateTime(notification.createdAt)} · ${notification.read ? 'read' : 'unread'} · ${notification.message}`}
          />
        ))}
      </ConsoleList>
    </ConsoleCard>
  );
}

function AuditCard({ customer }: { customer: SupportUserDetail }) {
  return (
    <ConsoleCard title="Staff activity on this customer">
      <ConsoleList empty="No staff activity yet.">
        {customer.recentAudit.map((entry) => {
          const { what, more } = auditSentence(entry);
          return (
            <ConsoleRow
              key={entry.auditId}
              title={`${personName(entry.actorName, entry.actorEmail)}: ${what}`}
              detail={[
                formatDateTime(entry.createdAt),
                typeof entry.details.reason === 'string' ? `why: “${entry.details.reason}”` : null,
                ...more,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          );
        })}
      </ConsoleList>
    </ConsoleCard>
  );
}

/** `/support/customers/:userId`: everything support needs about one customer (each open audited). */
export function CustomerView() {
  const { userId = '' } = useParams();
  const customer = useQuery(customerQuery(userId));
  return (
    <QueryState query={customer} loadingLabel="Loading the customer" loadingShape="lines">
      {(detail) => (
        <Stack gap="4">
          <Text fontSize="xl" fontWeight="semibold">
            {detail.profile.firstName} {detail.profile.lastName}
          </Text>
          <CustomerActions customer={detail} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <IdentityCard customer={detail} />
            <PermissionsCard customer={detail} />
            <BalancesCard customer={detail} />
            <HeldDepositsCard customer={detail} />
            <TravelRuleCard userId={userId} />
            <KycCard customer={detail} />
            <HistoryCard userId={userId} />
            <NotificationsCard customer={detail} />
            <ApiKeysCard customer={detail} />
            <AuditCard customer={detail} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
