import { setToken, type PermissionType, type User } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';

export interface AccountApiOptions {
  user?: Partial<User>;
  permissions?: PermissionType[];
  routes?: Record<string, unknown>;
}

/**
 * A signed-in customer and the calls every account page makes, answered at the network
 * edge; `routes` overrides or adds answers. Returns the fetch mock to assert on calls.
 */
export function fakeAccountApi({
  user = {},
  permissions = ['LOGIN'],
  routes = {},
}: AccountApiOptions = {}) {
  setToken(testToken());
  return fakeApi({
    'GET /user': userFixture(user),
    'GET /user/permissions': permissions.map((type) => ({ type })),
    ...routes,
  });
}

type FetchMock = ReturnType<typeof fakeAccountApi>;

/** The JSON body of the first call with `method` to a path ending in `path`; undefined if none. */
export function sentBody(fetch: FetchMock, method: string, path: string): unknown {
  const call = fetch.mock.calls.find(([input, init]) => {
    const url = input instanceof Request ? input.url : input.toString();
    return (init?.method ?? 'GET') === method && new URL(url).pathname.endsWith(path);
  });
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
