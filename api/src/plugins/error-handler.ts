import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailableError, isInvalidInputError } from '../lib/db-errors.js';
import { AppError } from '../lib/errors.js';

export const GENERIC_MESSAGE = 'Something went wrong';
export const UNAVAILABLE_MESSAGE = 'Wattle is briefly unavailable. Try again in a few seconds.';
/** What a 503 asks the client to wait: about as long as a failover or a reconnect takes. */
export const RETRY_AFTER_SECONDS = 5;

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  reason?: string;
}

function body(statusCode: number, message: string, code?: string, reason?: string): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
    ...(reason ? { reason } : {}),
  };
}

/** A person-readable line for the first schema problem, naming the field when zod did not. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid';
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // A refine() carries the contract's own words ('Invalid date of birth'): keep them.
  const refined = first.keyword === 'custom' && first.message !== 'Invalid input';
  const custom =
    refined || (!first.message?.startsWith('Invalid') && !first.message?.startsWith('Too '));
  return custom || !field
    ? (first.message ?? 'The request is not valid')
    : `${field}: ${first.message}`;
}

function toBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError)
    return body(error.statusCode, error.message, error.code, error.reason);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return body(400, validationMessage(error), 'ValidationError');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return body(400, 'The request body is not valid JSON', 'ValidationError');
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return body(400, 'The request body is empty', 'ValidationError');
  }
  if (isDatabaseUnavailableError(error)) return body(503, UNAVAILABLE_MESSAGE, 'Unavailable');
  if (isInvalidInputError(error)) {
    return body(400, 'A value in the request is out of range or malformed', 'ValidationError');
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 429) return body(429, error.message, 'RateLimitedError');
  if (statusCode >= 400 && statusCode < 500) return body(statusCode, error.message);
  return body(500, GENERIC_MESSAGE);
}

/** One error handler: 4xx messages pass through, 5xx details stay in the log. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const payload = toBody(error);
    // Nothing the client did: it may try again once the database answers.
    if (payload.statusCode === 503) void reply.header('retry-after', RETRY_AFTER_SECONDS);
    if (payload.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (isInvalidInputError(error)) {
      // A contract let this through: fix the contract; the code and constraint say which.
      const { code, constraint } = error as { code?: string; constraint?: string };
      request.log.warn({ pgCode: code, constraint }, 'database refused request input');
    } else
      request.log.info({ statusCode: payload.statusCode, code: payload.code }, payload.message);
    return reply.status(payload.statusCode).send(payload);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body(404, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`, 'NotFound')),
  );
});
