import { setAnalyticsSink, type RuntimeConfig } from '@wattle/shared';
import { createRecordingSink, type AnalyticsRecord } from '@/lib/analytics/recording-sink';
import { trackSignUpClicks } from './sign-up-clicks';

declare global {
  interface Window {
    /** Outside production: what analytics recorded, for journeys and curious developers. */
    wattleAnalytics?: readonly AnalyticsRecord[];
  }
}

/** Installs the host's sink once, before anything reports. */
export function installAnalytics(config: RuntimeConfig): void {
  const sink = createRecordingSink();
  setAnalyticsSink(sink);
  if (config.environment !== 'production') window.wattleAnalytics = sink.records;
  trackSignUpClicks(document);
}
