import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouterErrorScreen } from '@/components/router-error-screen';
import { RequireSession } from '@/lib/session/require-session';
import { RemoteSwitch } from './remote-switch';
import { ShellLayout } from './shell-layout';

// Shell pages load on demand (docs/product/screens.md#page-loading); the layout's Suspense
// shows the spinner meanwhile.
const LoginPage = lazy(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('@/features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const PasswordResetPage = lazy(() =>
  import('@/features/auth/components/password-reset-page').then((m) => ({
    default: m.PasswordResetPage,
  })),
);
const LockAccountPage = lazy(() =>
  import('@/features/auth/components/lock-account-page').then((m) => ({
    default: m.LockAccountPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('@/features/auth/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
const NotificationsPage = lazy(() =>
  import('@/features/notifications/components/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);

const page = (path: string, element: ReactNode): RouteObject => ({ path, element });

/**
 * The shell's own pages; every other path is decided by `remote-routes.ts` (which remote owns
 * it) or goes to the API's not-found page.
 */
export const SHELL_ROUTES: RouteObject[] = [
  page('login', <LoginPage />),
  page('staff/login', <LoginPage />),
  page('signup', <SignupPage />),
  page('forgot-password', <ForgotPasswordPage />),
  page('password-reset', <PasswordResetPage />),
  page('verify', <VerifyEmailPage />),
  page('lock-account', <LockAccountPage />),
  page(
    'notifications',
    <RequireSession>
      <NotificationsPage />
    </RequireSession>,
  ),
  page('*', <RemoteSwitch />),
];

export function createShellRouter() {
  return createBrowserRouter([
    { element: <ShellLayout />, errorElement: <RouterErrorScreen />, children: SHELL_ROUTES },
  ]);
}
