/**
 * Query meta flag: the query outlives a session. Logout forgets every cached answer about the
 * person; the health poll is about Wattle and must keep running through it.
 */
export const KEEP_ON_LOGOUT = 'keepOnLogout';
