import { unavailable } from '../../lib/errors.js';

export const wattleUnavailable = () =>
  unavailable('Wattle is temporarily unavailable', 'Unavailable');
