import { unavailable } from '../../lib/errors.js';

/** Every reference we drew was taken: vanishingly rare, and a retry draws new ones. */
export const tryAgainShortly = () => unavailable('Please try again in a moment');
