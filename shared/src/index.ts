// First: it configures zod before any schema below is built.
import './config/browser-zod.js';

export * from './contracts/index.js';
export * from './api/api-client.js';
export * from './api/api-error.js';
export * from './config/runtime-config.js';
export * from './session/session-queries.js';
export * from './session/token-store.js';
export * from './session/use-session.js';
export * from './theme/theme.js';
export * from './providers/app-providers.js';
export * from './query/query-client.js';
export * from './query/query-roots.js';
export * from './toast/toast.js';
export * from './report/report-problem.js';
export * from './analytics/analytics.js';
export * from './components/wattle-modal.js';
export * from './components/page-layout.js';
export * from './components/loading-spinner.js';
export * from './components/page-spinner.js';
export * from './components/lazy-page.js';
export * from './components/prerendered-page.js';
export * from './components/not-found-redirect.js';
export * from './components/query-state.js';
// One error boundary for every front end, maintained upstream: a section that throws shows
// its fallback instead of blanking the page around it.
export { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
export * from './components/coin-icon/coin-icon.js';
export * from './components/coin-icon/coin-icon-urls.js';
export * from './forms/form-rules.js';
export * from './forms/use-wattle-form.js';
export { keepTypedFields, restoreTypedFields } from './forms/typed-before-start.js';
export * from './forms/wattle-form.js';
export * from './forms/form-field.js';
export * from './forms/password-strength-meter.js';
export * from './forms/date-input.js';
export { useFormErrorId } from './forms/form-error-context.js';
export * from './maintenance/maintenance-store.js';
export * from './pre-registration/pre-registration-store.js';
export * from './format/format-date.js';
export * from './components/access-banner/access-banner.js';
export * from './components/access-banner/access-notice.js';
export * from './components/held-deposits/held-deposits-notice.js';
export * from './seo/page-head.js';
export * from './realtime/realtime-bus.js';
