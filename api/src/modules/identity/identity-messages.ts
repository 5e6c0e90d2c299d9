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

  phoneCode: (to: string, code: string): SmsMessage => ({
    to,
    text: `Your Wattle code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  }),
};
