import type { EmailMessage } from '../../providers/email/email-provider.js';
import type { SmsMessage } from '../../providers/sms/sms-provider.js';

/** What Wattle sends about an account. Plain text; the link is the only URL in each. */
export const identityMessages = {
  verifyEmail: (to: string, link: string): EmailMessage => ({
    to,
    subject: 'Verify your e-mail address for Wattle',
    text: [
      'Welcome to Wattle.',
      '',
      'Confirm this is your e-mail address by opening this link within 24 hours:',
      link,
      '',
      'If you did not sign up for Wattle, you can ignore this e-mail.',
    ].join('\n'),
  }),

  someoneTriedToSignUp: (to: string, loginLink: string): EmailMessage => ({
    to,
    subject: 'Someone tried to sign up to Wattle with your e-mail address',
    text: [
      'Someone just tried to create a Wattle account with this e-mail address, which already has one.',
      '',
      'If it was you, log in instead (forgot your password? the log-in page can reset it):',
      loginLink,
      '',
      'If it was not you, you can ignore this e-mail: nothing about your account changed.',
    ].join('\n'),
  }),

  failedSignIns: (to: string, failures: number): EmailMessage => ({
    to,
    subject: 'Failed sign-ins to your Wattle account',
    text: [
      `Someone typed a wrong password for your Wattle account ${failures} times in a row, so sign-ins are paused for a few minutes.`,
      '',
      'If it was you, wait a little and try again, or reset your password from the log-in page.',
      'If it was not you, your account is safe while the password is not known: consider changing it and turning on two-factor authentication.',
    ].join('\n'),
  }),

  resetPassword: (to: string, link: string): EmailMessage => ({
    to,
    subject: 'Reset your Wattle password',
    text: [
      'Someone asked to reset the password of your Wattle account.',
      '',
      'Choose a new password by opening this link within 1 hour (it works once):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  }),

  passwordChanged: (to: string): EmailMessage => ({
    to,
    subject: 'Your Wattle password was changed',
    text: [
      'The password of your Wattle account was just changed, and every device was signed out.',
      '',
      'If this was not you, contact Wattle support straight away.',
    ].join('\n'),
  }),

  passwordChangedInApp: (to: string): EmailMessage => ({
    to,
    subject: 'Your Wattle password was changed',
    text: [
      'The password of your Wattle account was just changed from your profile. Every other',
      'device was signed out.',
      '',
      'If this was not you, contact Wattle support straight away.',
    ].join('\n'),
  }),

  phoneCode: (to: string, code: string): SmsMessage => ({
    to,
    text: `Your Wattle code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  }),
};
