import { analytics, ANALYTICS_EVENTS, setAnalyticsSink } from '@wattle/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingSink } from './recording-sink';

describe('analytics without a provider', () => {
  afterEach(() => setAnalyticsSink(null));

  it('records what front ends report through the shared analytics calls', () => {
    const sink = createRecordingSink();
    setAnalyticsSink(sink);
    analytics.track(ANALYTICS_EVENTS.signUpClick, { location: 'homepage' });
    analytics.identify('user-1', { preRegisteredAt: '2026-11-21T09:30:00.000Z' });
    expect(sink.records.map(({ kind, name, properties }) => ({ kind, name, properties }))).toEqual([
      { kind: 'track', name: 'sign_up_click', properties: { location: 'homepage' } },
      {
        kind: 'identify',
        name: 'user-1',
        properties: { preRegisteredAt: '2026-11-21T09:30:00.000Z' },
      },
    ]);
  });

  it('writes nothing to the console: ids and traits are personal', () => {
    const writes = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method),
    );
    setAnalyticsSink(createRecordingSink());
    analytics.identify('user-1', { role: 'user' });
    analytics.track(ANALYTICS_EVENTS.signIn, { method: 'password' });
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('sends nothing anywhere while no sink is installed', () => {
    expect(() => analytics.track(ANALYTICS_EVENTS.signIn)).not.toThrow();
  });
});
