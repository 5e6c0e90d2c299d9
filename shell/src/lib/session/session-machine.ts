/**
 * The client session (docs/product/identity.md#client-session) as a pure state machine: each
 * event gives the next state and the effects to run, in order. The controller runs the
 * effects; this file only decides.
 */
export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  /** Numbers identity loads, so the answer to a superseded one is ignored. */
  attempt: number;
  /** The load follows a login (not a page start): sign-in is recorded once it succeeds. */
  viaLogin: boolean;
}

export type SessionEvent =
  /** At start, or when another tab stores a token. */
  | { type: 'TOKEN_FOUND'; expired: boolean }
  /** Another tab logged out. */
  | { type: 'TOKEN_GONE' }
  | { type: 'LOGIN'; token: string }
  | { type: 'IDENTITY_LOADED'; attempt: number }
  | { type: 'IDENTITY_FAILED'; attempt: number }
  | { type: 'LOGOUT'; redirect: boolean }
  /** The API answered 401 with a reason: the session is over on the server. */
  | { type: 'SESSION_ENDED'; message: string }
  | { type: 'MAINTENANCE' };

export type SessionEffect =
  | { type: 'storeToken'; token: string }
  | { type: 'loadIdentity'; attempt: number }
  | { type: 'trackSignIn' }
  | { type: 'notifyServer' }
  | { type: 'redirectHome' }
  | { type: 'discardToken' }
  | { type: 'clearIdentity' }
  | { type: 'announce'; message: string };

export interface Transition {
  state: SessionState;
  effects: SessionEffect[];
}

export const INITIAL_SESSION: SessionState = { status: 'anonymous', attempt: 0, viaLogin: false };

/** Logout: tell the server, go home unless told not to, forget the token and who it was. */
function logoutEffects(redirect: boolean): SessionEffect[] {
  return [
    { type: 'notifyServer' },
    ...(redirect ? [{ type: 'redirectHome' } as const] : []),
    { type: 'discardToken' },
    { type: 'clearIdentity' },
  ];
}

function load(state: SessionState, viaLogin: boolean, before: SessionEffect[] = []): Transition {
  const attempt = state.attempt + 1;
  return {
    state: { status: 'loading', attempt, viaLogin },
    effects: [...before, { type: 'loadIdentity', attempt }],
  };
}

function anonymous(state: SessionState, effects: SessionEffect[]): Transition {
  return { state: { ...state, status: 'anonymous', viaLogin: false }, effects };
}

const unchanged = (state: SessionState): Transition => ({ state, effects: [] });

export function transition(state: SessionState, event: SessionEvent): Transition {
  const signedIn = state.status !== 'anonymous';
  switch (event.type) {
    case 'TOKEN_FOUND':
      // 'jwt has expired' at start: nothing to tell the server, the token is dead already.
      if (event.expired)
        return anonymous(state, [{ type: 'discardToken' }, { type: 'clearIdentity' }]);
      return state.status === 'loading' ? unchanged(state) : load(state, false);
    case 'TOKEN_GONE':
      return signedIn ? anonymous(state, [{ type: 'clearIdentity' }]) : unchanged(state);
    case 'LOGIN':
      return load(state, true, [{ type: 'storeToken', token: event.token }]);
    case 'IDENTITY_LOADED':
      if (state.status !== 'loading' || state.attempt !== event.attempt) return unchanged(state);
      return {
        state: { ...state, status: 'authenticated', viaLogin: false },
        effects: state.viaLogin ? [{ type: 'trackSignIn' }] : [],
      };
    case 'IDENTITY_FAILED':
      if (state.status !== 'loading' || state.attempt !== event.attempt) return unchanged(state);
      return anonymous(state, logoutEffects(true));
    case 'LOGOUT':
      return signedIn ? anonymous(state, logoutEffects(event.redirect)) : unchanged(state);
    case 'SESSION_ENDED':
      // The server ended it already: asking it to again would only answer 401 once more.
      return signedIn
        ? anonymous(state, [
            { type: 'redirectHome' },
            { type: 'discardToken' },
            { type: 'clearIdentity' },
            { type: 'announce', message: event.message },
          ])
        : unchanged(state);
    case 'MAINTENANCE':
      return signedIn ? anonymous(state, logoutEffects(false)) : unchanged(state);
  }
}
