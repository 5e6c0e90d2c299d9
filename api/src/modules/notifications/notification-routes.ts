import {
  envelope,
  notificationListSchema,
  notificationSchema,
  readAllResultSchema,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
} from './notification-service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in person’s notifications, newest first',
        response: { 200: envelope(notificationListSchema) },
      },
    },
    async (request) => ({
      data: await listNotifications(depsOf(request), principalOf(request).userId),
    }),
  );

  app.post(
    '/notification/read/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: z.object({ id: text().max(64) }),
        response: { 200: envelope(notificationSchema) },
      },
    },
    async (request) => ({
      data: await readNotification(depsOf(request), {
        userId: principalOf(request).userId,
        notificationId: request.params.id,
      }),
    }),
  );

  app.post(
    '/notification/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: envelope(readAllResultSchema) },
      },
    },
    async (request) => ({
      data: await readAllNotifications(depsOf(request), principalOf(request).userId),
    }),
  );
};
