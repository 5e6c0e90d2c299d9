import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { describeProblem, reportProblem } from './report-problem.js';

describe('reporting a fault', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what failed and how, never what the customer sent', () => {
    const error = Object.assign(new Error('Quote failed'), {
      request: { email: 'ava@example.com', amount: '50' },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportProblem('order quote failed', error);
    expect(consoleError).toHaveBeenCalledWith('[wattle] order quote failed: Error: Quote failed');
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('ava@example.com');
  });

  it('names an API error by status and code', () => {
    const error = new ApiError({
      statusCode: 409,
      error: 'Conflict',
      message: 'Try again',
      code: 'DatabaseConflictError',
    });
    expect(describeProblem(error)).toBe('ApiError 409 DatabaseConflictError Try again');
    expect(describeProblem('text')).toBe('string');
  });
});
