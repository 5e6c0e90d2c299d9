import { vi } from 'vitest';

type Handler = (request: {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}) => {
  status?: number;
  body: unknown;
};

/**
 * Answers the component's fetches at the network edge, for component tests only. Journeys
 * against the real API live in e2e/.
 */
export function fakeApi(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (route === undefined) {
      return new Response(
        JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No fake for ${key}` }),
        { status: 404 },
      );
    }
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer =
      typeof route === 'function'
        ? (route as Handler)({ method, path: url.pathname, search: url.searchParams, body })
        : { body: { data: route } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
