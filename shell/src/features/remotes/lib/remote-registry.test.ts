// @vitest-environment happy-dom
import { TEST_CONFIG } from '@wattle/shared/testing';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The Module Federation runtime is the edge here: it fetches the remotes' code over the network.
const runtime = {
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
};

/** The registry afresh (it keeps which remotes are registered and fetched), on a fake runtime. */
async function freshRegistry() {
  vi.resetModules();
  vi.doMock('@module-federation/enhanced/runtime', () => runtime);
  const registry = await import('./remote-registry');
  registry.registerWattleRemotes(TEST_CONFIG);
  return registry;
}

const App = () => null;

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

// The front ends' files share one module cache (vitest.config.ts): leave the real runtime to them.
afterAll(() => {
  vi.doUnmock('@module-federation/enhanced/runtime');
  vi.resetModules();
});

describe('prefetchRemoteApp', () => {
  it('runs the remote and fetches the pages it is opened at, once', async () => {
    const preloadPages = vi.fn(() => Promise.resolve());
    runtime.loadRemote.mockResolvedValue({ App, preloadPages });
    const registry = await freshRegistry();
    await registry.prefetchRemoteApp('history');
    await registry.prefetchRemoteApp('history');
    expect(runtime.loadRemote).toHaveBeenCalledExactlyOnceWith('wattle_history/App');
    expect(preloadPages).toHaveBeenCalledOnce();
  });

  it('keeps the remote when one of its pages fails to arrive (the page loads when opened)', async () => {
    const module = { App, preloadPages: () => Promise.reject(new Error('chunk failed')) };
    runtime.loadRemote.mockResolvedValue(module);
    const registry = await freshRegistry();
    await registry.prefetchRemoteApp('trading');
    expect(registry.loadRemoteAppOnce('trading', 0)).toMatchObject({ status: 'fulfilled' });
    expect(runtime.loadRemote).toHaveBeenCalledOnce();
    // No reset: a reset registers the remote again, forcing a fresh manifest and entry.
    expect(runtime.registerRemotes).toHaveBeenCalledOnce();
  });
});

describe('loadRemoteAppOnce', () => {
  it("marks a settled load the way React's use() reads it, so a fetched remote renders at once", async () => {
    const module = { App };
    runtime.loadRemote.mockResolvedValue(module);
    const registry = await freshRegistry();
    const load = registry.loadRemoteAppOnce('account', 0);
    await load;
    expect(load).toMatchObject({ status: 'fulfilled', value: module });
    expect(registry.loadRemoteAppOnce('account', 0)).toBe(load);
  });

  it('marks a failed load as rejected with its reason', async () => {
    const failure = new Error('remote offline');
    runtime.loadRemote.mockRejectedValue(failure);
    const registry = await freshRegistry();
    const load = registry.loadRemoteAppOnce('history', 0);
    await expect(load).rejects.toBe(failure);
    expect(load).toMatchObject({ status: 'rejected', reason: failure });
  });
});
