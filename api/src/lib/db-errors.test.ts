import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError, isInvalidInputError } from './db-errors.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    [
      'a terminated backend',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a connection failure', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['an idle-in-transaction timeout', pgError('25P03')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET')],
    ['a dropped link', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a silent server', new Error('Query read timeout')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a wrapped cause', new Error('Migration failed', { cause: pgError('57P01') })],
    [
      'every address refused',
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a bad UUID', pgError('22P02')],
    ['a deadlock', pgError('40P01')],
    ['a programming error', new TypeError('x is undefined')],
    ['a non-error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });

  it('never calls bad input an outage, nor an outage bad input', () => {
    expect(isInvalidInputError(pgError('57P01'))).toBe(false);
    expect(isDatabaseUnavailableError(pgError('23514'))).toBe(false);
  });
});
