import {
  INITIAL_SESSION,
  transition,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
} from './session-machine';

/** What the session's effects do in the world: storage, the API, the cache, the router. */
export interface SessionEffects {
  storeToken: (token: string) => void;
  discardToken: () => void;
  /** GET /user and GET /notification together; rejects when either fails. */
  loadIdentity: () => Promise<unknown>;
  clearIdentity: () => void;
  notifyServer: () => Promise<unknown>;
  redirectHome: () => Promise<unknown> | void;
  trackSignIn: () => void;
  announce: (message: string) => void;
}

export interface SessionController {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  send: (event: SessionEvent) => Promise<void>;
}

/**
 * Runs the session machine: the state changes at once (so an event raised by an effect sees
 * it), then the effects run one after another — the server hears of a logout before the token
 * is gone, and the page leaves a protected route before its guard sees no session.
 */
export function createSessionController(effects: SessionEffects): SessionController {
  let state = INITIAL_SESSION;
  const listeners = new Set<() => void>();

  async function run(effect: SessionEffect): Promise<void> {
    switch (effect.type) {
      case 'storeToken':
        return effects.storeToken(effect.token);
      case 'discardToken':
        return effects.discardToken();
      case 'clearIdentity':
        return effects.clearIdentity();
      case 'trackSignIn':
        return effects.trackSignIn();
      case 'announce':
        return effects.announce(effect.message);
      case 'redirectHome':
        await effects.redirectHome();
        return;
      case 'notifyServer':
        // Logging out must work when the server cannot be reached: it is told if it can be.
        await effects.notifyServer().catch(() => undefined);
        return;
      case 'loadIdentity':
        effects.loadIdentity().then(
          () => void controller.send({ type: 'IDENTITY_LOADED', attempt: effect.attempt }),
          () => void controller.send({ type: 'IDENTITY_FAILED', attempt: effect.attempt }),
        );
        return;
    }
  }

  const controller: SessionController = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(event) {
      const next = transition(state, event);
      if (next.state !== state) {
        state = next.state;
        listeners.forEach((listener) => listener());
      }
      for (const effect of next.effects) await run(effect);
    },
  };
  return controller;
}
