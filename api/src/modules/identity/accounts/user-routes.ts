import {
  changePasswordRequestSchema,
  emailChangeConfirmSchema,
  emailChangedSchema,
  emailChangeRequestSchema,
  emailChangeSentSchema,
  envelope,
  passwordChangedSchema,
  permissionListSchema,
  preferredNameSchema,
  userSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRateLimit } from '../../../lib/rate-limit-hook.js';
import { actorOf } from '../../audit/index.js';
import { principalOf } from '../../../plugins/auth.js';
import { changePreferredName, profileOf } from './account-service.js';
import { confirmEmailChange, requestEmailChange } from './email-change-service.js';
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
  const passwordLimit = userRateLimit(app, {
    name: 'password-change',
    max: 5,
    timeWindow: '15 minutes',
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

  // Each request e-mails an address the caller typed, and checks the password: few per person.
  const emailChangeLimit = userRateLimit(app, {
    name: 'email-change',
    max: 5,
    timeWindow: '1 hour',
  });
  const emailConfirmLimit = userRateLimit(app, {
    name: 'email-change-confirm',
    max: 10,
    timeWindow: '15 minutes',
  });

  app.post(
    '/user/email/change',
    {
      schema: {
        tags: ['user'],
        summary: 'Start changing my sign-in e-mail: a code goes to the new address',
        body: emailChangeRequestSchema,
        response: { 202: envelope(emailChangeSentSchema) },
      },
      preHandler: emailChangeLimit,
    },
    async (request, reply) => {
      const sent = await requestEmailChange(depsOf(request), {
        userId: principalOf(request).userId,
        newEmail: request.body.newEmail,
        currentPassword: request.body.currentPassword,
        otp: request.body.otp,
      });
      return reply.code(202).send({ data: sent });
    },
  );

  app.post(
    '/user/email/confirm',
    {
      schema: {
        tags: ['user'],
        summary:
          'Confirm my new sign-in e-mail with its code; other sessions end, the security hold starts',
        body: emailChangeConfirmSchema,
        response: { 200: envelope(emailChangedSchema) },
      },
      preHandler: emailConfirmLimit,
    },
    async (request) => {
      const principal = principalOf(request);
      return {
        data: await confirmEmailChange(depsOf(request), {
          userId: principal.userId,
          sessionId: principal.sessionId,
          code: request.body.code,
          actor: actorOf(request),
        }),
      };
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
