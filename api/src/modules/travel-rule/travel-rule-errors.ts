import { AppError, badRequest } from '../../lib/errors.js';

/** A crypto withdrawal whose destination has no Travel Rule answers yet. */
export const answersRequired = () =>
  new AppError(
    400,
    'Before we can estimate the fee, tell us whose wallet this is and what kind it is.',
    'TravelRuleAnswersRequiredError',
  );

/** Someone else's exchange account that its exchange has not accepted (or support approved). */
export const notCleared = (message: string) =>
  new AppError(403, message, 'TravelRuleNotClearedError');

export const NOT_CHECKED =
  'The receiving exchange has not accepted this transfer yet. Check the details again before you withdraw.';

/** The customer's own self-hosted wallet, not proved theirs yet. */
export const proofRequired = () =>
  new AppError(
    403,
    'Before the first withdrawal to your own wallet, prove it is yours: sign our message with it, or send a small deposit from it.',
    'OwnershipProofRequiredError',
  );

export const signatureRefused = () =>
  badRequest(
    'That signature does not prove this address signed our message. Sign the exact message again with the wallet that holds this address.',
    'SignatureInvalidError',
  );

export const challengeMissing = () =>
  badRequest(
    'Ask for a new message to sign: the last one expired or was not asked for.',
    'ChallengeExpiredError',
  );

export const notOwnSelfHosted = () =>
  badRequest(
    'Only your own self-hosted wallet needs this proof: answer that the wallet is yours and self-hosted first.',
    'ValidationError',
  );

export const caseClosed = () =>
  new AppError(
    409,
    'That Travel Rule case is not open: it was decided already, or needs no decision.',
    'Conflict',
  );
