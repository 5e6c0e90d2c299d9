/**
 * Analytics without a provider: front ends report events here, and the host decides where they
 * go (an analytics service whose key is configuration). Without a sink nothing leaves
 * the page. Nothing personal goes to a sink: people are known by their opaque account id, and
 * an e-mail address in any value is taken out before the sink sees it.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsSink {
  track: (event: string, properties: AnalyticsProperties) => void;
  /** `userId` null: traits of the visitor who is not (yet) a customer. */
  identify: (userId: string | null, traits: AnalyticsProperties) => void;
}

/**
 * Sign-in, sign-up clicks with where they happened, pre-registration and refused orders
 * (docs/product/errors.md#nothing-personal-in-logs-or-analytics).
 */
export const ANALYTICS_EVENTS = {
  signIn: 'sign_in',
  signUpClick: 'sign_up_click',
  preRegistered: 'pre_registered',
  /** A pre-order check stopped an order (or let a zero amount through): counted, not logged. */
  orderCheck: 'order_check',
} as const;

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
export const REDACTED_EMAIL = '[e-mail]';

function withoutEmails(properties: AnalyticsProperties): AnalyticsProperties {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(EMAIL, REDACTED_EMAIL) : value,
    ]),
  );
}

let sink: AnalyticsSink | null = null;

/** The host installs its sink once; remotes only ever call `analytics`. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export const analytics = {
  track(event: string, properties: AnalyticsProperties = {}): void {
    sink?.track(event, withoutEmails(properties));
  },
  /** Who the visitor is: their account id (never an e-mail address), or null before sign-up. */
  identify(userId: string | null, traits: AnalyticsProperties = {}): void {
    const id = userId === null || userId.match(EMAIL) ? null : userId;
    sink?.identify(id, withoutEmails(traits));
  },
};
