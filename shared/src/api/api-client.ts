import type { z } from 'zod';
import { getRuntimeConfig } from '../config/runtime-config.js';
import { apiErrorBodySchema } from '../contracts/api-error.js';
import { getToken } from '../session/token-store.js';
import { ApiError, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error.js';

type Listener = (error: ApiError) => void;
const sessionEndedListeners = new Set<Listener>();

/** The shell subscribes here to log out when the API says the session is over. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorBodySchema.safeParse(body);
  return new ApiError(
    parsed.success
      ? parsed.data
      : {
          statusCode: response.status,
          error: response.statusText || 'Error',
          message: DEFAULT_ERROR_MESSAGE,
        },
  );
}

async function send(method: string, path: string, body: unknown, options: RequestOptions) {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${getRuntimeConfig().apiUrl}${path.startsWith('/') ? path : `/${path}`}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ statusCode: 0, error: 'NetworkError', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (error.endsSession) sessionEndedListeners.forEach((listener) => listener(error));
    throw error;
  }
  return response;
}

async function json<T>(
  method: string,
  path: string,
  schema: z.ZodType<T>,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  const payload = (await response.json()) as { data?: unknown };
  return schema.parse(payload.data);
}

/**
 * The one API client: base URL from the runtime config, Bearer token from localStorage,
 * the `{ data }` envelope unwrapped and parsed with the wire schema, errors thrown as
 * `ApiError` carrying the server's body.
 */
export const apiClient = {
  get: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    json('GET', path, schema, undefined, options),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions) =>
    json('POST', path, schema, body ?? {}, options),
  put: <T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions) =>
    json('PUT', path, schema, body ?? {}, options),
  patch: <T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions) =>
    json('PATCH', path, schema, body ?? {}, options),
  delete: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    json('DELETE', path, schema, undefined, options),
  /** A file download (the tax report). */
  blob: async (path: string, options: RequestOptions = {}): Promise<Blob> =>
    (await send('GET', path, undefined, options)).blob(),
};
export type ApiClient = typeof apiClient;
