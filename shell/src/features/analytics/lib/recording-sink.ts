import type { AnalyticsProperties, AnalyticsSink } from '@wattle/shared';

export type AnalyticsRecord =
  | { kind: 'track'; name: string; properties: AnalyticsProperties; at: string }
  | { kind: 'identify'; name: string; properties: AnalyticsProperties; at: string };

export interface RecordingSink extends AnalyticsSink {
  /** Everything reported since the page loaded, oldest first. */
  readonly records: readonly AnalyticsRecord[];
}

/**
 * The default sink while Wattle has no analytics provider: it keeps what would have been sent,
 * so journeys can check it, and echoes it to the console in development. Nothing leaves the
 * page. A provider adapter implements the same two calls.
 */
export function createRecordingSink({ echo }: { echo: boolean }): RecordingSink {
  const records: AnalyticsRecord[] = [];
  const record = (entry: AnalyticsRecord) => {
    records.push(entry);
    if (echo) console.warn(`[analytics] ${entry.kind} ${entry.name}`, entry.properties);
  };
  return {
    records,
    track: (name, properties) =>
      record({ kind: 'track', name, properties, at: new Date().toISOString() }),
    identify: (userId, traits) =>
      record({ kind: 'identify', name: userId, properties: traits, at: new Date().toISOString() }),
  };
}
