import { describe, expect, it } from 'vitest';
import {
  INITIAL_SESSION,
  transition,
  type SessionEvent,
  type SessionState,
} from './session-machine';

function run(events: SessionEvent[], from: SessionState = INITIAL_SESSION) {
  return events.reduce<{ state: SessionState; effects: string[][] }>(
    (acc, event) => {
      const next = transition(acc.state, event);
      return { state: next.state, effects: [...acc.effects, next.effects.map((e) => e.type)] };
    },
    { state: from, effects: [] },
  );
}

const loading = (attempt: number, viaLogin = false): SessionState => ({
  status: 'loading',
  attempt,
  viaLogin,
});
const authenticated: SessionState = { status: 'authenticated', attempt: 1, viaLogin: false };

describe('session state machine', () => {
  describe('at start', () => {
    it('logs an expired token out without asking the server', () => {
      const next = transition(INITIAL_SESSION, { type: 'TOKEN_FOUND', expired: true });
      expect(next.state.status).toBe('anonymous');
      expect(next.effects).toEqual([{ type: 'discardToken' }, { type: 'clearIdentity' }]);
    });

    it('loads the user and notifications for a live token', () => {
      const next = transition(INITIAL_SESSION, { type: 'TOKEN_FOUND', expired: false });
      expect(next.state).toEqual(loading(1));
      expect(next.effects).toEqual([{ type: 'loadIdentity', attempt: 1 }]);
    });

    it('becomes authenticated once both load, without recording a sign-in', () => {
      const { state, effects } = run([
        { type: 'TOKEN_FOUND', expired: false },
        { type: 'IDENTITY_LOADED', attempt: 1 },
      ]);
      expect(state.status).toBe('authenticated');
      expect(effects[1]).toEqual([]);
    });

    it('logs out, home, when loading fails', () => {
      const { state, effects } = run([
        { type: 'TOKEN_FOUND', expired: false },
        { type: 'IDENTITY_FAILED', attempt: 1 },
      ]);
      expect(state.status).toBe('anonymous');
      expect(effects[1]).toEqual(['notifyServer', 'redirectHome', 'discardToken', 'clearIdentity']);
    });

    it('does not load twice when the start is reported twice', () => {
      const next = transition(loading(1), { type: 'TOKEN_FOUND', expired: false });
      expect(next.state).toEqual(loading(1));
      expect(next.effects).toEqual([]);
    });
  });

  describe('login', () => {
    it('stores the token, loads the user, then records the sign-in', () => {
      const { state, effects } = run([
        { type: 'LOGIN', token: 't' },
        { type: 'IDENTITY_LOADED', attempt: 1 },
      ]);
      expect(state.status).toBe('authenticated');
      expect(effects).toEqual([['storeToken', 'loadIdentity'], ['trackSignIn']]);
    });

    it('ignores the answer to a load that a newer one replaced', () => {
      const { state } = run([
        { type: 'LOGIN', token: 'first' },
        { type: 'LOGOUT', redirect: true },
        { type: 'LOGIN', token: 'second' },
        { type: 'IDENTITY_LOADED', attempt: 1 },
      ]);
      expect(state).toEqual(loading(2, true));
      const failed = transition(state, { type: 'IDENTITY_FAILED', attempt: 1 });
      expect(failed.state).toEqual(state);
      expect(failed.effects).toEqual([]);
    });
  });

  describe('logout', () => {
    it('tells the server, goes home, removes the token and clears identity, in that order', () => {
      const next = transition(authenticated, { type: 'LOGOUT', redirect: true });
      expect(next.state.status).toBe('anonymous');
      expect(next.effects.map((e) => e.type)).toEqual([
        'notifyServer',
        'redirectHome',
        'discardToken',
        'clearIdentity',
      ]);
    });

    it('stays on the page when told not to redirect', () => {
      const next = transition(authenticated, { type: 'LOGOUT', redirect: false });
      expect(next.effects.map((e) => e.type)).toEqual([
        'notifyServer',
        'discardToken',
        'clearIdentity',
      ]);
    });

    it('does nothing for someone already logged out', () => {
      expect(transition(INITIAL_SESSION, { type: 'LOGOUT', redirect: true }).effects).toEqual([]);
    });
  });

  describe('forced endings', () => {
    it('logs out on a 401 with a reason, without asking the server again, and says why', () => {
      const next = transition(authenticated, { type: 'SESSION_ENDED', message: 'Expired' });
      expect(next.state.status).toBe('anonymous');
      expect(next.effects).toEqual([
        { type: 'redirectHome' },
        { type: 'discardToken' },
        { type: 'clearIdentity' },
        { type: 'announce', message: 'Expired' },
      ]);
      // Several calls failing at once end the session once.
      expect(transition(next.state, { type: 'SESSION_ENDED', message: 'Expired' }).effects).toEqual(
        [],
      );
    });

    it('ends a session that is still loading when the server refuses it', () => {
      const next = transition(loading(3), { type: 'SESSION_ENDED', message: 'Ended' });
      expect(next.state.status).toBe('anonymous');
      expect(transition(next.state, { type: 'IDENTITY_FAILED', attempt: 3 }).effects).toEqual([]);
    });

    it('logs out without a redirect when maintenance starts', () => {
      const next = transition(authenticated, { type: 'MAINTENANCE' });
      expect(next.state.status).toBe('anonymous');
      expect(next.effects.map((e) => e.type)).toEqual([
        'notifyServer',
        'discardToken',
        'clearIdentity',
      ]);
      expect(transition(INITIAL_SESSION, { type: 'MAINTENANCE' }).effects).toEqual([]);
    });

    it('forgets the identity when another tab logs out', () => {
      const next = transition(authenticated, { type: 'TOKEN_GONE' });
      expect(next.state.status).toBe('anonymous');
      expect(next.effects).toEqual([{ type: 'clearIdentity' }]);
    });
  });
});
