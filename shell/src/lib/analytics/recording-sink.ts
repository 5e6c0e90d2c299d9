import type { AnalyticsProperties, AnalyticsSink } from '@wattle/shared';

export type AnalyticsRecord =
  | { kind: 'track'; name: string; properties: AnalyticsProperties; at: string }
  | { kind: 'identify'; name: string | null; properties: AnalyticsProperties; at: string };

export interface RecordingSink extends AnalyticsSink {
  /** Everything reported since the page loaded, oldest first. */
  readonly records: readonly AnalyticsRecord[];
}

/**
 * The default sink while Wattle has no analytics provider: it keeps what would have been sent,
 * so journeys (and developers, at `window.wattleAnalytics`) can read it. It never writes to
 * the console: a console is recorded by support tools and shared in screenshots, and ids are
 * personal data. Nothing leaves the page. A provider adapter implements the same two calls.
 */
export function createRecordingSink(): RecordingSink {
  const records: AnalyticsRecord[] = [];
  return {
    records,
    track: (name, properties) =>
      records.push({ kind: 'track', name, properties, at: new Date().toISOString() }),
    identify: (userId, traits) =>
      records.push({
        kind: 'identify',
        name: userId,
        properties: traits,
        at: new Date().toISOString(),
      }),
  };
}
