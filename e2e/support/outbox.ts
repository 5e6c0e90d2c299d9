import { expect } from '@playwright/test';
import { API_URL } from './stack';

export interface OutboxMessage {
  messageId: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: string;
}

/** What the sandbox "sent" to an address, newest first (GET /sandbox/outbox). */
export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${API_URL}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok, `outbox for ${to}`).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** Waits for the newest e-mail to `to` whose subject matches, and returns it. */
export async function waitForEmail(to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(to)).find((message) => subject.test(message.subject ?? ''));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No e-mail to ${to}`);
  return found;
}
