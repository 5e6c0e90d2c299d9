/** Where a signed-in person goes when nothing asked for somewhere else. */
export const HOME_AFTER_LOGIN = '/dashboard';

/** Only same-site paths: an open redirect after login would hand the session to a stranger. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : HOME_AFTER_LOGIN;
}
