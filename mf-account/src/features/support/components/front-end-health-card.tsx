import { Heading, Stack } from '@chakra-ui/react';
import {
  formatDateTime,
  FRONT_END_LOAD_STAGES,
  QueryState,
  type FrontEndHealth,
} from '@wattle/shared';
import { useFrontEndHealth } from '../api/get-front-end-health';
import { ConsoleCard, ConsoleList, ConsoleRow } from './console-card';

const REMOTE_LABELS: Record<FrontEndHealth['remotes'][number]['remote'], string> = {
  marketing: 'Marketing',
  trading: 'Trading',
  account: 'Account',
  history: 'History',
};

const count = (value: number, one: string, many = `${one}s`) =>
  `${value.toLocaleString('en-AU')} ${value === 1 ? one : many}`;

function remoteDetail(row: FrontEndHealth['remotes'][number]): string {
  if (row.loads === 0) return 'No loads in the last hour';
  const failures = FRONT_END_LOAD_STAGES.filter((stage) => row.failuresByStage[stage] > 0)
    .map((stage) => `${stage} ${row.failuresByStage[stage]}`)
    .join(', ');
  return [
    row.p50Ms === null ? null : `median ${row.p50Ms} ms, 95th percentile ${row.p95Ms} ms`,
    failures ? `failed at: ${failures}` : null,
    row.adapted > 0 ? `${count(row.adapted, 'load')} lent Chakra exports` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * How each remote loaded for customers in the last hour, and which release each environment's
 * shells load (docs/product/front-end-health.md#the-console-card).
 */
export function FrontEndHealthCard() {
  const health = useFrontEndHealth();
  return (
    <ConsoleCard title="Front-end health">
      <QueryState query={health} loadingLabel="Loading front-end health">
        {(data) => (
          <Stack gap="4">
            <ConsoleList empty="No remotes">
              {data.remotes.map((row) => (
                <ConsoleRow
                  key={row.remote}
                  title={`${REMOTE_LABELS[row.remote]}: ${count(row.loads, 'load')}, ${count(row.failures, 'failure')}`}
                  detail={remoteDetail(row)}
                />
              ))}
            </ConsoleList>
            <Heading as="h3" size="sm">
              Releases running
            </Heading>
            <ConsoleList empty="No environment has reported a load yet">
              {data.running.map((row) => (
                <ConsoleRow
                  key={`${row.environment}:${row.remote}`}
                  title={`${row.environment} · ${REMOTE_LABELS[row.remote]}: ${row.version ?? 'unversioned build'}`}
                  detail={`last loaded ${formatDateTime(row.lastSeenAt)}`}
                />
              ))}
            </ConsoleList>
          </Stack>
        )}
      </QueryState>
    </ConsoleCard>
  );
}
