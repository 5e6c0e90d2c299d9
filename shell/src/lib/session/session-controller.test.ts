import { describe, expect, it, vi } from 'vitest';
import {
  createSessionController,
  type SessionController,
  type SessionEffects,
} from './session-controller';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function effects(overrides: Partial<SessionEffects> = {}) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length > 0 ? `${name}(${args.map(String).join()})` : name);
    };
  const base: SessionEffects = {
    storeToken: record('storeToken'),
    discardToken: record('discardToken'),
    loadIdentity: () => Promise.resolve(),
    clearIdentity: record('clearIdentity'),
    notifyServer: async () => record('notifyServer')(),
    redirectHome: record('redirectHome'),
    trackSignIn: record('trackSignIn'),
    announce: record('announce'),
  };
  return { calls, effects: { ...base, ...overrides } };
}

describe('session controller', () => {
  it('logs in: token stored, identity loaded, sign-in recorded once it has', async () => {
    const load = deferred();
    const { calls, effects: fx } = effects({ loadIdentity: () => load.promise });
    const controller = createSessionController(fx);
    await controller.send({ type: 'LOGIN', token: 'jwt' });
    expect(controller.getState().status).toBe('loading');
    expect(calls).toEqual(['storeToken(jwt)']);
    load.resolve();
    await vi.waitFor(() => expect(controller.getState().status).toBe('authenticated'));
    expect(calls).toEqual(['storeToken(jwt)', 'trackSignIn']);
  });

  it('logs out even when the server cannot be told', async () => {
    const { calls, effects: fx } = effects({
      notifyServer: () => Promise.reject(new Error('offline')),
    });
    const controller = createSessionController(fx);
    await controller.send({ type: 'TOKEN_FOUND', expired: false });
    await vi.waitFor(() => expect(controller.getState().status).toBe('authenticated'));
    await controller.send({ type: 'LOGOUT', redirect: true });
    expect(controller.getState().status).toBe('anonymous');
    expect(calls).toEqual(['redirectHome', 'discardToken', 'clearIdentity']);
  });

  it('logs out when the user or notifications fail to load', async () => {
    const { calls, effects: fx } = effects({
      loadIdentity: () => Promise.reject(new Error('down')),
    });
    const controller = createSessionController(fx);
    await controller.send({ type: 'TOKEN_FOUND', expired: false });
    await vi.waitFor(() => expect(controller.getState().status).toBe('anonymous'));
    await vi.waitFor(() => expect(calls).toContain('clearIdentity'));
    expect(calls).toEqual(['notifyServer', 'redirectHome', 'discardToken', 'clearIdentity']);
  });

  it('tells subscribers when the state changes, and only then', async () => {
    const { effects: fx } = effects();
    const controller = createSessionController(fx);
    const listener = vi.fn();
    controller.subscribe(listener);
    await controller.send({ type: 'LOGOUT', redirect: true });
    expect(listener).not.toHaveBeenCalled();
    await controller.send({ type: 'TOKEN_FOUND', expired: false });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
  });

  it('sees its own state inside an effect, so a token it stores does not start a second load', async () => {
    const loads = vi.fn(() => Promise.resolve());
    const holder: { controller?: SessionController } = {};
    const { effects: fx } = effects({
      loadIdentity: loads,
      // What the token store's subscription does when the controller stores a token.
      storeToken: () => void holder.controller?.send({ type: 'TOKEN_FOUND', expired: false }),
    });
    const controller = createSessionController(fx);
    holder.controller = controller;
    await controller.send({ type: 'LOGIN', token: 'jwt' });
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
