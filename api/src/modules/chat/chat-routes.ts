import {
  chatInboxSchema,
  chatMessageSchema,
  chatSendSchema,
  chatThreadSchema,
  chatTranscriptResultSchema,
  envelope,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userRateLimit } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { actorOf, actorOnCustomer } from '../audit/index.js';
import {
  customerRead,
  customerSend,
  customerThread,
  emailTranscript,
  inbox,
  staffRead,
  staffReply,
  staffThread,
} from './chat-service.js';
import { chatIsForCustomers } from './chat-errors.js';

const customerParams = z.object({ userId: text().max(64) });

/**
 * Live chat over the socket.io connection: customers write from any page, support_lv1 and up
 * answer from the console. New messages, typing and read marks are pushed to both sides.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const staff = app.requireRole('support_lv1');
  const customerOnly = async (request: FastifyRequest) => {
    if (principalOf(request).role !== 'user') throw chatIsForCustomers();
  };
  // Per customer, on every instance: a person writes a few lines a minute, and a transcript
  // is an e-mail Wattle sends in their name to their inbox.
  const messageLimit = userRateLimit(app, {
    name: 'chat-message',
    max: 10,
    timeWindow: '1 minute',
    counted: 'messages',
  });
  const transcriptLimit = userRateLimit(app, {
    name: 'chat-transcript',
    max: 3,
    timeWindow: '1 hour',
    counted: 'transcript e-mails',
  });

  app.get(
    '/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'The customer’s conversation with support',
        response: { 200: envelope(chatThreadSchema) },
      },
      onRequest: customerOnly,
    },
    async (request) => ({
      data: await customerThread(depsOf(request), principalOf(request).userId),
    }),
  );

  app.post(
    '/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Write to support (ten a minute)',
        body: chatSendSchema,
        response: { 200: envelope(chatMessageSchema) },
      },
      onRequest: customerOnly,
      preHandler: messageLimit,
    },
    async (request) => ({
      data: await customerSend(depsOf(request), {
        userId: principalOf(request).userId,
        body: request.body.body,
      }),
    }),
  );

  app.post(
    '/chat/read',
    {
      schema: {
        tags: ['chat'],
        summary: 'Mark support’s messages read',
        response: { 200: envelope(chatThreadSchema) },
      },
      onRequest: customerOnly,
    },
    async (request) => ({ data: await customerRead(depsOf(request), principalOf(request).userId) }),
  );

  app.post(
    '/chat/transcript',
    {
      schema: {
        tags: ['chat'],
        summary: 'E-mail the conversation to the customer (three an hour)',
        response: { 200: envelope(chatTranscriptResultSchema) },
      },
      onRequest: customerOnly,
      preHandler: transcriptLimit,
    },
    async (request) => ({
      data: await emailTranscript(depsOf(request), principalOf(request).userId),
    }),
  );

  app.get(
    '/support/chats',
    {
      schema: {
        tags: ['support'],
        summary: 'The chat inbox: conversations, newest message first (audited)',
        response: { 200: envelope(chatInboxSchema) },
      },
      onRequest: staff,
    },
    async (request) => ({ data: await inbox(depsOf(request), actorOf(request)) }),
  );

  app.get(
    '/support/chats/:userId',
    {
      schema: {
        tags: ['support'],
        summary: 'One customer’s conversation (audited)',
        params: customerParams,
        response: { 200: envelope(chatThreadSchema) },
      },
      onRequest: staff,
    },
    async (request) => ({
      data: await staffThread(depsOf(request), actorOnCustomer(request)),
    }),
  );

  app.post(
    '/support/chats/:userId/messages',
    {
      schema: {
        tags: ['support'],
        summary: 'Answer a customer (audited)',
        params: customerParams,
        body: chatSendSchema,
        response: { 200: envelope(chatMessageSchema) },
      },
      onRequest: staff,
    },
    async (request) => ({
      data: await staffReply(depsOf(request), {
        ...actorOnCustomer(request),
        body: request.body.body,
      }),
    }),
  );

  app.post(
    '/support/chats/:userId/read',
    {
      schema: {
        tags: ['support'],
        summary: 'Mark the customer’s messages read (audited)',
        params: customerParams,
        response: { 200: envelope(chatThreadSchema) },
      },
      onRequest: staff,
    },
    async (request) => ({
      data: await staffRead(depsOf(request), actorOnCustomer(request)),
    }),
  );
};
