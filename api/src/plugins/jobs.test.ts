import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobsPlugin } from './jobs.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A macrotask later: every hook that only chains promises and ticks has run by then. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('jobsPlugin', () => {
  it('runs a job once the app is ready, never two runs at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const finishes: (() => void)[] = [];
    const run = vi.fn((_deps: unknown) => new Promise<void>((resolve) => finishes.push(resolve)));
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin, { jobs: [{ name: 'tick', everyMs: 1_000, run }] });

    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
    await app.ready();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toBe(app);
    vi.advanceTimersByTime(3_000);
    expect(run).toHaveBeenCalledTimes(1);

    finishes[0]?.();
    await nextTurn();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finishes[1]?.();
    await app.close();
  });

  it('stops on close: waits for the run in progress before the database closes, then never runs again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const events: string[] = [];
    let finishRun = () => {};
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishRun = () => {
            events.push('run finished');
            resolve();
          };
        }),
    );
    const app = Fastify({ logger: false });
    // Registered first, like the database plugin in app.ts: its onClose runs after the jobs'.
    await app.register(
      fp(async (instance) => {
        instance.addHook('onClose', async () => {
          events.push('database closed');
        });
      }),
    );
    await app.register(jobsPlugin, { jobs: [{ name: 'tick', everyMs: 1_000, run }] });
    await app.ready();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);

    const closing = app.close();
    await nextTurn();
    expect(events).toEqual([]);
    finishRun();
    await closing;
    expect(events).toEqual(['run finished', 'database closed']);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
