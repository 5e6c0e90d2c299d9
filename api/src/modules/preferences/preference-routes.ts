import { envelope, preferencesSchema, preferencesUpdateSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';

/** Per-person settings the UI remembers across devices (simple or advanced view). */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const read = async (userId: string) => {
    const row = await app.db
      .selectFrom('user_preferences')
      .select('view_mode')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { viewMode: row?.view_mode ?? ('simple' as const) };
  };

  app.get(
    '/user/preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'The caller’s preferences',
        response: { 200: envelope(preferencesSchema) },
      },
    },
    async (request) => ({ data: await read(principalOf(request).userId) }),
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
    async (request) => {
      const userId = principalOf(request).userId;
      if (request.body.viewMode) {
        await app.db
          .insertInto('user_preferences')
          .values({ user_id: userId, view_mode: request.body.viewMode })
          .onConflict((oc) =>
            oc
              .column('user_id')
              .doUpdateSet({ view_mode: request.body.viewMode, updated_at: new Date() }),
          )
          .execute();
      }
      return { data: await read(userId) };
    },
  );
};
