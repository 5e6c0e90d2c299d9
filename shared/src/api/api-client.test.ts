// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { setToken, clearToken } from '../session/token-store.js';
import { apiClient, onSessionEnded } from './api-client.js';
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
