// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { setToken, clearToken } from '../session/token-store.js';
import {
  adoptEarlyRequests,
  apiClient,
  EARLY_REQUEST_LIFETIME_MS,
  onSessionEnded,
} from './api-client.js';
import { ApiError, messageOf } from './api-error.js';

const config = {
  environment: 'development' as const,
  apiUrl: 'https://api.test',
  socketUrl: 'https://api.test',
  appUrl: 'https://app.test',
  remotes: {
    marketing: 'https://m.test/mf-manifest.json',
    trading: 'https://t.test/mf-manifest.json',
    account: 'https://a.test/mf-manifest.json',
    history: 'https://h.test/mf-manifest.json',
  },
  remoteOverrideOrigins: [],
  company: { abn: '12 345 678 901', austracNumber: 'DCE100000000-001' },
  features: { sandbox: true, liveChatKey: null },
};

function respond(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('apiClient', () => {
  beforeEach(() => setRuntimeConfig(config));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('sends the bearer token to the configured base URL and unwraps data', async () => {
    const fetch = respond(200, { data: { n: 1 } });
    vi.stubGlobal('fetch', fetch);
    setToken('abc');
    await expect(apiClient.get('/thing', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.test/thing');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends a public call that needs no session without the token', async () => {
    const fetch = respond(200, { data: { n: 1 } });
    vi.stubGlobal('fetch', fetch);
    setToken('abc');
    await apiClient.get('/health', z.object({ n: z.number() }), { withoutSession: true });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('refuses a response that does not match the wire schema', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { n: 'one' } }));
    await expect(apiClient.get('/thing', z.object({ n: z.number() }))).rejects.toThrow();
  });

  it('throws the error body as an ApiError, reading the first message of a list', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: ['First problem', 'Second'],
        code: 'ValidationError',
      }),
    );
    const error = await apiClient.post('/x', {}, z.unknown()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('First problem');
    expect((error as ApiError).code).toBe('ValidationError');
  });

  it('reports a 401 with a reason as the end of the session, and a plain 401 not', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      respond(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
      }),
    );
    await apiClient.post('/auth/login', {}, z.unknown()).catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      respond(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'jwt has expired',
        reason: 'token_expired',
      }),
    );
    await apiClient.get('/user', z.unknown()).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns an unreachable network into a readable error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/x', z.unknown())).rejects.toMatchObject({
      statusCode: 0,
      message: expect.stringMatching(/could not reach Wattle/),
    });
  });

  it('falls back to "Something went wrong" for an empty message', () => {
    expect(messageOf({ message: '' })).toBe('Something went wrong');
    expect(messageOf({ message: [] })).toBe('Something went wrong');
  });
});

describe('apiClient with requests the entry sent early', () => {
  const thing = z.object({ n: z.number() });
  const answer = (n: number) =>
    Promise.resolve(new Response(JSON.stringify({ data: { n } }), { status: 200 }));
  /** The API's own answer, n = 2, new for each call. */
  const api = () => vi.fn(() => answer(2));

  beforeEach(() => {
    setRuntimeConfig(config);
    setToken('abc');
  });
  afterEach(() => {
    adoptEarlyRequests({ token: '', responses: new Map() });
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearToken();
  });

  it('answers the first GET of a path from its early request, and asks afresh after that', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    adoptEarlyRequests({ token: 'abc', responses: new Map([['/thing', answer(1)]]) });
    await expect(apiClient.get('/thing', thing)).resolves.toEqual({ n: 1 });
    expect(fetch).not.toHaveBeenCalled();
    await expect(apiClient.get('/thing', thing)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never hands an early answer to another session, another method or an old call', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    adoptEarlyRequests({ token: 'someone-else', responses: new Map([['/thing', answer(1)]]) });
    await expect(apiClient.get('/thing', thing)).resolves.toEqual({ n: 2 });

    adoptEarlyRequests({ token: 'abc', responses: new Map([['/thing', answer(1)]]) });
    await expect(apiClient.post('/thing', {}, thing)).resolves.toEqual({ n: 2 });

    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    adoptEarlyRequests({ token: 'abc', responses: new Map([['/thing', answer(1)]]) });
    vi.setSystemTime(EARLY_REQUEST_LIFETIME_MS + 1);
    await expect(apiClient.get('/thing', thing)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('sends the request itself when the early one could not be sent', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    adoptEarlyRequests({ token: 'abc', responses: new Map([['/thing', failed]]) });
    await expect(apiClient.get('/thing', thing)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats an early 401 with a reason as any other: the session ends', async () => {
    vi.stubGlobal('fetch', api());
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const expired = new Response(
      JSON.stringify({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'jwt has expired',
        reason: 'token_expired',
      }),
      { status: 401 },
    );
    adoptEarlyRequests({ token: 'abc', responses: new Map([['/user', Promise.resolve(expired)]]) });
    await expect(apiClient.get('/user', z.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});
