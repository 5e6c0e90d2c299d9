import {
  emailNotificationsSchema,
  emailNotificationsUpdateSchema,
  envelope,
  preferencesSchema,
  preferencesUpdateSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import {
  readEmailNotifications,
  readPreferences,
  updateEmailNotifications,
  updatePreferences,
} from './preference-service.js';

/** Per-person settings the UI remembers across devices (simple or advanced view). */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'The caller’s preferences',
        response: { 200: envelope(preferencesSchema) },
      },
    },
    async (request) => ({
      data: await readPreferences(depsOf(request), principalOf(request).userId),
    }),
  );

  app.patch(
    '/user/preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'Change preferences',
        body: preferencesUpdateSchema,
        response: { 200: envelope(preferencesSchema) },
      },
    },
    async (request) => ({
      data: await updatePreferences(depsOf(request), {
        userId: principalOf(request).userId,
        update: request.body,
      }),
    }),
  );

  app.get(
    '/user/notification-emails',
    {
      schema: {
        tags: ['user'],
        summary: 'Which notifications also go to me by e-mail',
        response: { 200: envelope(emailNotificationsSchema) },
      },
    },
    async (request) => ({
      data: await readEmailNotifications(depsOf(request), principalOf(request).userId),
    }),
  );

  app.patch(
    '/user/notification-emails',
    {
      schema: {
        tags: ['user'],
        summary: 'Choose which notifications also go to me by e-mail',
        body: emailNotificationsUpdateSchema,
        response: { 200: envelope(emailNotificationsSchema) },
      },
    },
    async (request) => ({
      data: await updateEmailNotifications(depsOf(request), {
        userId: principalOf(request).userId,
        update: request.body,
      }),
    }),
  );
};
