import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatAmount, formatDateTime, QueryState, type SupportUserDetail } from '@wattle/shared';
import { useParams } from 'react-router-dom';
import { DetailList } from '@/components/detail-list';
import { customerQuery, customerTradesQuery, customerTransactionsQuery } from '../api/support-api';
import { AUDIT_ACTION_LABELS, PEP_LABELS } from '../lib/support-labels';
import { ConsoleCard, ConsoleList, ConsoleRow } from './console-card';
import { CustomerActions, PermissionsCard } from './customer-actions';
import { HeldDepositsCard } from './held-deposits-card';
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
            { label: 'Mobile', value: profile.phoneNumber ?? 'None' },
            { label: 'User ID', value: <Text wordBreak="break-all">{profile.userId}</Text> },
            { label: 'Account', value: customer.accountStatus },
            { label: 'Joined', value: formatDateTime(profile.createdAt) },
            { label: 'KYC', value: customer.kyc.status },
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

function KycCard({ customer }: { customer: SupportUserDetail }) {
  return (
    <ConsoleCard title="KYC attempts">
      <ConsoleList empty="No identity checks yet.">
        {customer.kycSubmissions.map((submission) => (
          <ConsoleRow
            key={submission.submissionId}
            title={`${submission.documentType === 'passport' ? 'Passport' : 'Driver’s licence'} ending ${submission.documentLast4}: ${submission.result}`}
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
  const { balances, withdrawAccount } = customer;
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
        {customer.recentAudit.map((entry) => (
          <ConsoleRow
            key={entry.auditId}
            title={`${AUDIT_ACTION_LABELS[entry.action] ?? entry.action} by ${entry.actorEmail}`}
            detail={[
              formatDateTime(entry.createdAt),
              typeof entry.details.permission === 'string' ? entry.details.permission : null,
              typeof entry.details.reason === 'string' ? `“${entry.details.reason}”` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </ConsoleList>
    </ConsoleCard>
  );
}

/** `/support/customers/:userId`: everything support needs about one customer (each open audited). */
export function CustomerView() {
  const { userId = '' } = useParams();
  const customer = useQuery(customerQuery(userId));
  return (
    <QueryState query={customer} loadingLabel="Loading the customer">
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
            <KycCard customer={detail} />
            <HistoryCard userId={userId} />
            <NotificationsCard customer={detail} />
            <AuditCard customer={detail} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
