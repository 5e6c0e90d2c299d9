import type { fakeApi } from '@wattle/shared/testing';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a component sent through `fakeApi`, in order, with JSON bodies parsed. */
export function requestsOf(api: ReturnType<typeof fakeApi>): SentRequest[] {
  return api.mock.calls.map(([input, init]) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    return {
      method: init?.method ?? 'GET',
      path: new URL(url).pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}

/** The body of the first request to `path`. */
export function bodySentTo(api: ReturnType<typeof fakeApi>, path: string): unknown {
  return requestsOf(api).find((request) => request.path === path)?.body;
}
