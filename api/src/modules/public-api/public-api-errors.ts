import { badRequest } from '../../lib/errors.js';

export const idempotencyKeyRequired = () =>
  badRequest(
    'Send an Idempotency-Key header (8 to 100 letters, digits, - or _) with every write',
    'IdempotencyKeyRequired',
  );
