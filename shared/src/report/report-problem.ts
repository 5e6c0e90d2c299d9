import { isApiError } from '../api/api-error.js';

/**
 * What a report says about an error: its kind, status and code, and its message — never the
 * error object, whose request body or cause may carry what a customer typed.
 */
export function describeProblem(error: unknown): string {
  if (isApiError(error)) {
    return [`ApiError ${error.statusCode}`, error.code, error.message].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error;
}

/**
 * A fault a developer should look at (docs/product/errors.md#reporting-faults): a failed quote
 * or order, a part that failed to render. Wattle has no error tracker yet, so it goes to the
 * console, where a session recording or a later tracker picks it up. A customer's own mistake
 * (an amount under the minimum, a mistyped date) is not a fault: say it on screen, report
 * nothing.
 */
export function reportProblem(context: string, error: unknown): void {
  console.error(`[wattle] ${context}: ${describeProblem(error)}`);
}
