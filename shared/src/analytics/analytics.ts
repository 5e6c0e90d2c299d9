/**
 * Analytics without a provider: front ends report events here, and the host decides where they
 * go (spec §7: "an analytics service" whose key is configuration). Without a sink nothing leaves
 * the page.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsSink {
  track: (event: string, properties: AnalyticsProperties) => void;
  identify: (userId: string, traits: AnalyticsProperties) => void;
}

/** Events of spec §7: sign-in, and sign-up clicks with where they happened. */
export const ANALYTICS_EVENTS = {
  signIn: 'sign_in',
  signUpClick: 'sign_up_click',
  preRegistered: 'pre_registered',
} as const;

let sink: AnalyticsSink | null = null;

/** The host installs its sink once; remotes only ever call `analytics`. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export const analytics = {
  track(event: string, properties: AnalyticsProperties = {}): void {
    sink?.track(event, properties);
  },
  identify(userId: string, traits: AnalyticsProperties = {}): void {
    sink?.identify(userId, traits);
  },
};
