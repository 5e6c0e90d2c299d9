import type { EmailMessage } from '../../providers/email/email-provider.js';
import type { SmsMessage } from '../../providers/sms/sms-provider.js';

/**
 * A password change revokes every API key that may trade (docs/product/api-keys.md#what-stops-a-key);
 * the e-mail says so, so a script that stops trading is not a mystery.
 */
function keysRevokedLines(count: number): string[] {
  if (count === 0) return [];
  const keys = count === 1 ? '1 API key' : `${count} API keys`;
  return [
    `${keys} that could trade ${count === 1 ? 'was' : 'were'} revoked with it. Create new ones in Profile → API keys;`,
    'read-only keys keep working.',
  ];
}

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
      `Someone typed a wrong password for your Wattle account ${failures} times in a row.`,
      '',
      'Your account is not locked, and it is safe while your password is not known. For the next day, signing in needs your password and one more step: the code from your authenticator app if two-factor authentication is on, or else a sign-in link we e-mail you when you enter your password.',
      '',
      'If it was not you, consider changing your password and turning on two-factor authentication.',
    ].join('\n'),
  }),

  wrongCodes: (to: string, failures: number): EmailMessage => ({
    to,
    subject: 'Wrong authenticator codes for your Wattle account',
    text: [
      `Someone entered a wrong authenticator code for your Wattle account ${failures} times in a row, so codes are paused for a while.`,
      '',
      'Only someone who knows your password, or is signed in as you, gets as far as the code. If it was not you, reset your password from the log-in page straight away: that signs every device out.',
    ].join('\n'),
  }),

  signInLink: (to: string, link: string): EmailMessage => ({
    to,
    subject: 'Your Wattle sign-in link',
    text: [
      'Someone just entered the right password for your Wattle account. There have been several wrong passwords for it lately, so a password alone is not enough to sign in for now.',
      '',
      'If it was you, open this link within 15 minutes (it works once) and enter your password again to finish signing in:',
      link,
      '',
      'If it was not you, someone knows your password: reset it from the log-in page straight away.',
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

  passwordChanged: (to: string, tradingKeysRevoked = 0): EmailMessage => ({
    to,
    subject: 'Your Wattle password was changed',
    text: [
      'The password of your Wattle account was just changed, and every device was signed out.',
      ...keysRevokedLines(tradingKeysRevoked),
      '',
      'If this was not you, contact Wattle support straight away.',
    ].join('\n'),
  }),

  passwordChangedInApp: (to: string, tradingKeysRevoked = 0): EmailMessage => ({
    to,
    subject: 'Your Wattle password was changed',
    text: [
      'The password of your Wattle account was just changed from your profile. Every other',
      'device was signed out.',
      ...keysRevokedLines(tradingKeysRevoked),
      '',
      'If this was not you, contact Wattle support straight away.',
    ].join('\n'),
  }),

  phoneCode: (to: string, code: string): SmsMessage => ({
    to,
    text: `Your Wattle code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  }),

  emailChangeCode: (to: string, code: string, minutes: number): EmailMessage => ({
    to,
    subject: 'Confirm your new e-mail address for Wattle',
    text: [
      'Someone asked to make this the sign-in e-mail address of a Wattle account.',
      '',
      `If it was you, enter this code on your profile within ${minutes} minutes: ${code}`,
      '',
      'Never share this code with anyone. If it was not you, ignore this e-mail: nothing changes without the code.',
    ].join('\n'),
  }),
};
