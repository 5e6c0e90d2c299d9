import type { ApiErrorBody } from '../contracts/api-error.js';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';
export const NETWORK_ERROR_MESSAGE =
  'We could not reach Wattle. Check your connection and try again.';

/** The message of an error body: `message`, or its first item when it is a list. */
export function messageOf(body: Pick<ApiErrorBody, 'message'>): string {
  const message = Array.isArray(body.message) ? body.message[0] : body.message;
  return message && message.length > 0 ? message : DEFAULT_ERROR_MESSAGE;
}

/** An API error body, thrown as it came from the server. */
export class ApiError extends Error {
  readonly body: ApiErrorBody;

  constructor(body: ApiErrorBody) {
    super(messageOf(body));
    this.name = 'ApiError';
    this.body = body;
  }

  get statusCode(): number {
    return this.body.statusCode;
  }

  get code(): string | undefined {
    return this.body.code;
  }

  /** A 401 with a reason means the session is over (docs/product/identity.md#sessions). */
  get endsSession(): boolean {
    return this.body.statusCode === 401 && Boolean(this.body.reason);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}
