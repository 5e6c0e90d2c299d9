import {
  envelope,
  permissionListSchema,
  preferredNameSchema,
  userSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { principalOf } from '../../plugins/auth.js';
import { permissionsFor } from './permission-service.js';
import { findUserById, toUser, updatePreferredName } from './user-repository.js';
import { depsOf } from '../../lib/service-deps.js';

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
    async (request) => {
      const user = await findUserById(app.db, principalOf(request).userId);
      if (!user) throw notFound('Your account');
      return { data: toUser(user) };
    },
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
    async (request) => {
      const user = await updatePreferredName(
        app.db,
        principalOf(request).userId,
        request.body.preferredName,
      );
      if (!user) throw notFound('Your account');
      return { data: toUser(user) };
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
