import type { EmailMessage } from '../providers/email/email-provider.js';
import type { ServiceDeps } from './service-deps.js';

/**
 * Sends an e-mail whose failure must not fail the request that caused it (the account or the
 * new password is already saved; the person can ask again). Logs the failure, never the body.
 */
export async function sendEmailBestEffort(deps: ServiceDeps, message: EmailMessage): Promise<void> {
  try {
    await deps.providers.email.send(message);
  } catch (error) {
    deps.log.error({ err: error, subject: message.subject }, 'could not send an e-mail');
  }
}

/** `${APP_URL}${path}?token=…`: the shell page that reads the token. */
export function linkTo(appUrl: string, path: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}
