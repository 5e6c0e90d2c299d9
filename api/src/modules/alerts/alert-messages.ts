import { formatFiat, formatPercent } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { EmailMessage } from '../../providers/email/email-provider.js';
import type { FiredAlert } from './alert-repository.js';

/** A fired alert as the bell and the e-mail tell it: title and one sentence. */
export function alertNotice(alert: FiredAlert): { title: string; message: string } {
  const now = formatFiat(alert.mid, 'half-up');
  if (alert.condition === 'move') {
    const change = new Big(alert.change ?? 0);
    const direction = change.lt(0) ? 'fallen' : 'risen';
    return {
      title: `${alert.symbol} moved ${formatPercent(change.abs())} in 24 hours`,
      message: `${alert.symbol} has ${direction} ${formatPercent(change.abs())} in 24 hours, past your alert at ${formatPercent(alert.percent ?? 0)}. It is ${now} now.`,
    };
  }
  const level = formatFiat(alert.price, 'half-up');
  return {
    title: `${alert.symbol} is ${alert.condition} ${level}`,
    message: `${alert.symbol} is ${now} now, past your alert at ${level}.`,
  };
}

/** The same notice by e-mail, saying why it came and how to stop it. */
export function alertEmail(to: string, alert: FiredAlert): EmailMessage {
  const { title, message } = alertNotice(alert);
  const repeat =
    alert.repeat === 'once'
      ? 'This alert was set to tell you once, so it is now off.'
      : 'This alert tells you every time the price crosses it again.';
  return {
    to,
    subject: title,
    text: [
      message,
      '',
      repeat,
      'Change or delete your alerts in your Wattle profile, under Preferences.',
    ].join('\n'),
  };
}
