/** What the realtime service says when asked to connect without a token. */
export const JWT_NOT_SET = 'JWT is not set';

/** socket.io-client's options as Wattle sets them (its `ManagerOptions & SocketOptions`). */
export interface RealtimeSocketOptions {
  auth: { token: string };
  transports: string[];
  timeout: number;
  reconnection: boolean;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  randomizationFactor: number;
}

/**
 * Transports, timeout and reconnection (docs/product/realtime.md#connection): the shell's
 * socket, and the benches' customers, which connect as the shell does. Import-free, so a Node
 * process takes it without the rest of shared.
 */
export function socketOptions(token: string): RealtimeSocketOptions {
  if (!token) throw new Error(JWT_NOT_SET);
  return {
    auth: { token },
    transports: ['polling', 'websocket', 'webtransport'],
    timeout: 20_000,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    randomizationFactor: 0.5,
  };
}
