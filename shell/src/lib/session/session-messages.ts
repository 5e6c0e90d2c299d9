export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * What a person reads when the server ends their session. The server's reasons are for
 * machines ('jwt has expired'); the customer gets a sentence.
 */
export function endedSessionMessage(reason: string | undefined): string {
  return reason === 'token_expired' ? SESSION_EXPIRED : SESSION_ENDED;
}
