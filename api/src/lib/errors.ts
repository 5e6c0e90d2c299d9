/**
 * A failure the caller can act on: becomes `{ statusCode, error, message, code? }`. `code`
 * carries the product's error codes (ErrorCode in shared) and a few of the API's own.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** A 401 with a reason ends the client's session (docs/product/identity.md#sessions). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: string = 'ValidationError') =>
  new AppError(400, message, code);
export const unauthorized = (message: string, reason?: string, code?: string) =>
  new AppError(401, message, code, reason);
export const forbidden = (
  message = 'You do not have permission to do that',
  code: string = 'Forbidden',
) => new AppError(403, message, code);
export const notFound = (what: string) => new AppError(404, `${what} was not found`, 'NotFound');
export const conflict = (message: string, code: string = 'Conflict') =>
  new AppError(409, message, code);
export const tooManyRequests = (message: string, code: string = 'RateLimited') =>
  new AppError(429, message, code);
export const unavailable = (message: string, code?: string) => new AppError(503, message, code);
