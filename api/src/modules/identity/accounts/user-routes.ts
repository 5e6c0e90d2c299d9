import {
  changePasswordRequestSchema,
  envelope,
  passwordChangedSchema,
  permissionListSchema,
  preferredNameSchema,
  userSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { actorOf } from '../../audit/index.js';
import { principalOf } from '../../../plugins/auth.js';
import { changePreferredName, profileOf } from './account-service.js';
import { changePassword } from './password-change-service.js';
import { permissionsFor } from './permission-service.js';
import { depsOf } from '../../../lib/service-deps.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in person',
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => ({ data: await profileOf(depsOf(request), principalOf(request).userId) }),
  );

  app.patch(
    '/user/update/preferred-name',
    {
      schema: {
        tags: ['user'],
        summary: 'Change the name Wattle greets me by',
        body: preferredNameSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => ({
      data: await changePreferredName(depsOf(request), {
        userId: principalOf(request).userId,
        preferredName: request.body.preferredName,
      }),
    }),
  );

  // A wrong current password is a guess at it: guesses must stay few.
  const passwordLimit = rateLimitHook(app, {
    name: 'password-change',
    max: 5,
    timeWindow: '15 minutes',
    key: (request) => principalOf(request).userId,
  });

  app.post(
    '/user/password',
    {
      schema: {
        tags: ['user'],
        summary: 'Change my password; every other session ends',
        body: changePasswordRequestSchema,
        response: { 200: envelope(passwordChangedSchema) },
      },
      preHandler: passwordLimit,
    },
    async (request) => {
      const principal = principalOf(request);
      await changePassword(depsOf(request), {
        userId: principal.userId,
        sessionId: principal.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        actor: actorOf(request),
      });
      return { data: { changed: true as const } };
    },
  );

  app.get(
    '/user/permissions',
    {
      schema: {
        tags: ['user'],
        summary: 'What the signed-in person may do now',
        response: { 200: envelope(permissionListSchema) },
      },
    },
    async (request) => {
      const permissions = await permissionsFor(depsOf(request), principalOf(request).userId);
      return { data: permissions.map((type) => ({ type })) };
    },
  );
};
