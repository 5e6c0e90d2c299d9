import { Badge, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  errorMessage,
  formatAmount,
  formatDateTime,
  QueryState,
  showToast,
  type TravelRuleRecord,
  type TravelRuleResolution,
} from '@wattle/shared';
import { useState } from 'react';
import {
  customerTravelRuleQuery,
  downloadTravelRuleCsv,
  useResolveTravelRule,
} from '../api/travel-rule-api';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConsoleCard, ConsoleList, ConsoleRow, ConsoleRowTitle, RowAction } from './console-card';
import { useStaffRole } from './support-access';

const STATUS_LABELS: Record<TravelRuleRecord['status'], string> = {
  accepted: 'Accepted',
  rejected: 'Rejected by exchange',
  name_mismatch: 'Name mismatch',
  unreachable: 'Exchange unreachable',
  self_hosted: 'Self-hosted wallet',
  received: 'Originator received',
  missing_originator: 'Originator missing',
};
const OPEN = new Set<TravelRuleRecord['status']>([
  'name_mismatch',
  'unreachable',
  'missing_originator',
]);

const isOpen = (record: TravelRuleRecord) => record.resolution === null && OPEN.has(record.status);

function describe(record: TravelRuleRecord): string {
  const parties = [record.originatorName, record.beneficiaryName].filter(Boolean).join(' → ');
  return [
    formatDateTime(record.createdAt),
    record.exchangeName ?? (record.walletKind === 'self_hosted' ? 'self-hosted' : null),
    parties,
    record.resolution
      ? `${record.resolution} by support: ${record.resolutionReason ?? ''}`
      : record.message,
  ]
    .filter(Boolean)
    .join(' · ');
}

async function exportCsv() {
  try {
    const blob = await downloadTravelRuleCsv();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'wattle-travel-rule.csv';
    link.click();
    URL.revokeObjectURL(url);
  } catch (failure) {
    showToast('error', errorMessage(failure));
  }
}

/**
 * Each withdrawal's and deposit's Travel Rule state (docs/product/travel-rule.md#records);
 * support_lv2 approves or refuses a mismatch, an unreachable exchange or a missing originator,
 * with a reason (docs/product/travel-rule.md#cases-for-support), and exports the records.
 */
export function TravelRuleCard({ userId }: { userId: string }) {
  const records = useQuery(customerTravelRuleQuery(userId));
  const canDecide = useStaffRole('support_lv2');
  const resolve = useResolveTravelRule(userId);
  const [deciding, setDeciding] = useState<{
    record: TravelRuleRecord;
    decision: TravelRuleResolution;
  } | null>(null);
  return (
    <ConsoleCard
      title="Travel Rule"
      actions={
        canDecide && (
          <Button size="xs" variant="outline" onClick={() => void exportCsv()}>
            Export all (CSV)
          </Button>
        )
      }
    >
      <QueryState query={records} loadingLabel="Loading Travel Rule records">
        {(list) => (
          <ConsoleList empty="No Travel Rule records.">
            {list.map((record) => {
              const amount = formatAmount(record.amount);
              return (
                <ConsoleRow
                  key={record.recordId}
                  title={
                    <ConsoleRowTitle
                      actions={
                        canDecide &&
                        isOpen(record) && (
                          <>
                            <RowAction
                              label={`Approve the Travel Rule case for ${amount}`}
                              onClick={() => setDeciding({ record, decision: 'approved' })}
                            >
                              Approve
                            </RowAction>
                            <RowAction
                              danger
                              label={`Refuse the Travel Rule case for ${amount}`}
                              onClick={() => setDeciding({ record, decision: 'refused' })}
                            >
                              Refuse
                            </RowAction>
                          </>
                        )
                      }
                    >
                      <span>
                        {record.direction === 'outgoing' ? 'Out' : 'In'} {amount}{' '}
                        <Badge colorPalette={isOpen(record) ? 'orange' : 'gray'}>
                          {STATUS_LABELS[record.status]}
                        </Badge>
                      </span>
                    </ConsoleRowTitle>
                  }
                  detail={describe(record)}
                />
              );
            })}
          </ConsoleList>
        )}
      </QueryState>
      <ConfirmActionDialog
        open={deciding !== null}
        onClose={() => setDeciding(null)}
        title={
          deciding?.decision === 'approved'
            ? 'Approve a Travel Rule case'
            : 'Refuse a Travel Rule case'
        }
        change={
          deciding
            ? `${formatAmount(deciding.record.amount)} · ${STATUS_LABELS[deciding.record.status]} → ${deciding.decision}`
            : ''
        }
        needsReason
        confirmLabel={deciding?.decision === 'approved' ? 'Approve' : 'Refuse'}
        onConfirm={async (reason) => {
          if (!deciding) return '';
          await resolve.mutateAsync({
            recordId: deciding.record.recordId,
            decision: deciding.decision,
            reason,
          });
          return `Travel Rule case ${deciding.decision}.`;
        }}
      />
    </ConsoleCard>
  );
}
