import { describe, expect, it } from 'vitest';
import { refusalReason } from './notification-socket';

describe('realtime client settings', () => {
  it('reads the reason the server gave for refusing the handshake', () => {
    const refused = Object.assign(new Error('jwt has expired'), {
      data: { reason: 'token_expired' },
    });
    expect(refusalReason(refused)).toBe('token_expired');
    expect(refusalReason(new Error('xhr poll error'))).toBeUndefined();
  });
});
