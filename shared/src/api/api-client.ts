import type { z } from 'zod';
import { apiHeaders, type EarlyRequests } from '../boot.js';
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
  /**
   * A public call that needs no session (`/health`, polled every 10 s): sent without the
   * session's token, which goes only where it is needed.
   */
  withoutSession?: boolean;
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

/** How long an early request waits to be taken over; later, the client asks afresh. */
export const EARLY_REQUEST_LIFETIME_MS = 10_000;

let early: { token: string; responses: Map<string, Promise<Response>>; until: number } | null =
  null;

/**
 * Takes over the GETs the page's entry sent before the app's code ran (boot.ts,
 * sendEarlyRequests): the first plain GET of each path, with the same session, within
 * EARLY_REQUEST_LIFETIME_MS, gets that request's answer instead of sending its own.
 */
export function adoptEarlyRequests(requests: EarlyRequests): void {
  early = {
    token: requests.token,
    responses: new Map(requests.responses),
    until: Date.now() + EARLY_REQUEST_LIFETIME_MS,
  };
}

/** The early request for this call, once; undefined if there is none it may use. */
function takeEarlyRequest(
  method: string,
  path: string,
  token: string | null,
  options: RequestOptions,
): Promise<Response> | undefined {
  if (!early || method !== 'GET' || options.headers || token !== early.token) return undefined;
  if (Date.now() > early.until) {
    early = null;
    return undefined;
  }
  const response = early.responses.get(path);
  early.responses.delete(path);
  return response;
}

/** `fetch`, or the early request's answer when it has one; a failed early request is sent again. */
async function request(url: string, init: RequestInit, adopted: Promise<Response> | undefined) {
  if (adopted) {
    const response = await adopted.catch(() => null);
    init.signal?.throwIfAborted();
    if (response) return response;
  }
  return fetch(url, init);
}

async function send(method: string, path: string, body: unknown, options: RequestOptions) {
  const token = options.withoutSession ? null : getToken();
  const headers: Record<string, string> = { ...options.headers, ...apiHeaders(token) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const route = path.startsWith('/') ? path : `/${path}`;
  const url = `${getRuntimeConfig().apiUrl}${route}`;
  const adopted = takeEarlyRequest(method, route, token, options);
  let response: Response;
  try {
    response = await request(
      url,
      {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      },
      adopted,
    );
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
