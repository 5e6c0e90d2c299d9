import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';

export const scamCheckRequired = () =>
  badRequest(
    'This is your first withdrawal to this destination: tell us why you are making it before it is sent.',
    'scam_check_required',
  );

/**
 * Not a refusal: the withdrawal is kept and waits, and the money stays in the balance. A 409
 * so that no client reads it as sent.
 */
export const withdrawalPaused = (message: string) =>
  new AppError(409, message, 'withdrawal_paused');

export const pausedWithdrawalNotFound = () => notFound('That paused withdrawal');

export const pausedWithdrawalDecided = () =>
  conflict('That withdrawal was already released, refused or cancelled', 'PausedWithdrawalDecided');

export const trustedContactIsSelf = () =>
  badRequest(
    'Your trusted contact must be someone else: use their e-mail address, not your own',
    'TrustedContactIsSelf',
  );

export const noTrustedContact = () => notFound('Your trusted contact');
