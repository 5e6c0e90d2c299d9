import { setToken, type PermissionType, type User } from '@wattle/shared';
import { fakeApi, userFixture } from '@wattle/shared/testing';

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
  setToken('test-token');
  return fakeApi({
    'GET /user': userFixture(user),
    'GET /user/permissions': permissions.map((type) => ({ type })),
    ...routes,
  });
}
