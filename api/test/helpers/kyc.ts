import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedInUser } from './users.js';

/**
 * A customer with only their e-mail verified, named as given, whose address in `state` the
 * identity check has on file: the step before their document is checked.
 */
export async function kycApplicant(
  app: FastifyInstance,
  name: { firstName: string; lastName: string },
  identityType: 'passport' | 'licence',
  state = 'VIC',
) {
  const person = await signedInUser(app, { verified: false });
  await app.db
    .updateTable('users')
    .set({ email_verified: true, first_name: name.firstName, last_name: name.lastName })
    .where('user_id', '=', person.user.user_id)
    .execute();
  const address = await app.inject({
    method: 'POST',
    url: '/user/kyc',
    headers: person.headers,
    payload: {
      identityType,
      address: { streetAddress: '4 Gum Lane', suburb: 'Fitzroy', state, postcode: '3065' },
    },
  });
  expect(address.statusCode, address.body).toBe(200);
  return person;
}
