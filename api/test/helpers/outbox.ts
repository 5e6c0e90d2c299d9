import type { OutboxMessage } from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { backgroundTasksSettled } from '../../src/lib/background-task.js';

/** What the sandbox providers "sent" to one e-mail address or mobile, newest first. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  // E-mails go out off the request path: wait for those already on their way.
  await backgroundTasksSettled();
  const response = await app.inject({
    method: 'GET',
    url: `/sandbox/outbox?to=${encodeURIComponent(to)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OutboxMessage[] }>().data;
}

/** The token of the newest link sent to `to`. */
export async function latestToken(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const token = message?.link ? new URL(message.link).searchParams.get('token') : null;
  expect(token).toBeTruthy();
  return token ?? '';
}

/** The six-digit code of the newest SMS to `phone`. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const [message] = await outboxFor(app, phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * Holds every e-mail the app sends until `release()`, noting each recipient: a request that
 * answers while its e-mail is held did not wait for it. `release()` lets the held sends finish,
 * waits for the background tasks that started them, and puts the provider back.
 */
export function holdEmails(app: FastifyInstance): {
  attempted: string[];
  release: () => Promise<void>;
} {
  const email = app.providers.email;
  const original = email.send.bind(email);
  let open = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const attempted: string[] = [];
  email.send = async (message) => {
    attempted.push(message.to);
    await held;
    return original(message);
  };
  return {
    attempted,
    release: async () => {
      open();
      // The sends start after the answers, at their own pace (later on PostgreSQL than on
      // PGlite): keep the stand-in until they are done, so it sees them.
      await backgroundTasksSettled();
      email.send = original;
    },
  };
}
