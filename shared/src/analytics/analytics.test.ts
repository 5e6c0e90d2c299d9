import { afterEach, describe, expect, it } from 'vitest';
import { analytics, setAnalyticsSink, type AnalyticsProperties } from './analytics.js';

interface Sent {
  call: 'track' | 'identify';
  name: string | null;
  properties: AnalyticsProperties;
}

function recordingSink(sent: Sent[]) {
  setAnalyticsSink({
    track: (name, properties) => sent.push({ call: 'track', name, properties }),
    identify: (userId, traits) => sent.push({ call: 'identify', name: userId, properties: traits }),
  });
}

describe('analytics carries nothing personal', () => {
  afterEach(() => setAnalyticsSink(null));

  it('knows a customer by account id, and a visitor by nothing at all', () => {
    const sent: Sent[] = [];
    recordingSink(sent);
    analytics.identify('0b7c6f2e-1c1e-4a55-9d3c-2f7f3c1d9a10', { role: 'user' });
    analytics.identify('ava@example.com', { preRegisteredAt: '2026-11-21T09:30:00.000Z' });
    expect(sent.map(({ name }) => name)).toEqual(['0b7c6f2e-1c1e-4a55-9d3c-2f7f3c1d9a10', null]);
  });

  it('takes e-mail addresses out of every value before the sink sees it', () => {
    const sent: Sent[] = [];
    recordingSink(sent);
    analytics.track('contact', { from: 'Ava <ava.b+test@example.com.au>', count: 2 });
    analytics.identify(null, { note: 'ava@example.com' });
    expect(sent.map(({ properties }) => properties)).toEqual([
      { from: 'Ava <[e-mail]>', count: 2 },
      { note: '[e-mail]' },
    ]);
    expect(JSON.stringify(sent)).not.toContain('@');
  });
});
