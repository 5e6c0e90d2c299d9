import { badRequest, forbidden } from '../../../lib/errors.js';

/** A crypto withdrawal or a new destination during a security hold. */
export const securityHoldInForce = (action: string, ends: string) =>
  forbidden(
    `Your account's security details changed recently, so you can ${action} from ${ends}. This protects your money if someone else made the change.`,
    'security_hold',
  );

export const lockLinkInvalid = () =>
  badRequest(
    'This lock link has expired or was already used. If you think someone else is in your account, contact Wattle support.',
    'LockLinkInvalid',
  );
