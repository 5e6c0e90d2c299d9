import { describe, expect, it } from 'vitest';
import { installShutdown } from './shutdown.js';

function recorder() {
  const events: string[] = [];
  const exits: number[] = [];
  const shutdown = installShutdown({
    log: (message) => events.push(`log: ${message}`),
    exit: (code) => exits.push(code),
    watchProcess: false,
  });
  return { events, exits, shutdown };
}

describe('the one way out', () => {
  it('releases in reverse order, once, however many signals arrive', async () => {
    const { events, exits, shutdown } = recorder();
    let finishClosingApp: () => void = () => undefined;
    shutdown.defer('database', () => {
      events.push('database closed');
      return Promise.resolve();
    });
    shutdown.defer('app', async () => {
      events.push('app closing');
      // Still closing when the second signal arrives.
      await new Promise<void>((resolve) => (finishClosingApp = resolve));
      events.push('app closed');
    });

    const stopped = shutdown.stop('SIGINT');
    const again = shutdown.stop('SIGTERM');
    finishClosingApp();
    await Promise.all([stopped, again]);
    expect(events).toEqual([
      'log: SIGINT: stopping',
      'app closing',
      'log: SIGTERM: already stopping',
      'app closed',
      'database closed',
    ]);
    expect(exits).toEqual([0]);
  });

  it('goes on after a step fails, and exits with 1', async () => {
    const { events, exits, shutdown } = recorder();
    shutdown.defer('redis', async () => {
      events.push('redis closed');
    });
    shutdown.defer('app', () => Promise.reject(new Error('socket hang up')));
    await shutdown.stop('SIGTERM');
    expect(events).toContain('log: stopping app failed: socket hang up');
    expect(events).toContain('redis closed');
    expect(exits).toEqual([1]);
  });
});
