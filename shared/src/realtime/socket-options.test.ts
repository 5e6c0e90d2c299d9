import { describe, expect, it } from 'vitest';
import { JWT_NOT_SET, socketOptions } from './socket-options';

describe('realtime client settings', () => {
  it('authenticates with the token and uses the product’s transports and timings', () => {
    expect(socketOptions('jwt')).toEqual({
      auth: { token: 'jwt' },
      transports: ['polling', 'websocket', 'webtransport'],
      timeout: 20_000,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
    });
  });

  it('refuses to connect without a token', () => {
    expect(() => socketOptions('')).toThrow(JWT_NOT_SET);
  });
});
