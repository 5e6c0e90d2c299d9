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
export * from './toast/toast.js';
export * from './analytics/analytics.js';
export * from './components/wattle-modal.js';
export * from './components/page-layout.js';
export * from './components/page-spinner.js';
export * from './components/not-found-redirect.js';
export * from './components/query-state.js';
// One error boundary for every front end, maintained upstream: a section that throws shows
// its fallback instead of blanking the page around it.
export { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
export * from './forms/form-rules.js';
export * from './forms/use-wattle-form.js';
export * from './forms/wattle-form.js';
export * from './forms/form-field.js';
export * from './maintenance/maintenance-store.js';
export * from './pre-registration/pre-registration-store.js';
export * from './format/format-date.js';
