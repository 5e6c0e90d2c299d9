import {
  CHAT_EVENTS,
  type ChatInboxItem,
  type ChatMessage,
  type ChatMessageSignal,
  type ChatReadSignal,
  type ChatThread,
} from '@wattle/shared/contracts';
import { afterCommit, inTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { findCustomer } from '../support/index.js';
import { noSuchCustomer } from './chat-errors.js';
import {
  findThread,
  insertMessage,
  listInbox,
  listMessages,
  markThreadRead,
  type MessageRow,
} from './chat-repository.js';

function toMessage(row: Omit<MessageRow, 'user_id' | 'author_id'>): ChatMessage {
  return {
    messageId: row.message_id,
    fromStaff: row.from_staff,
    authorName: row.from_staff ? `${row.author_first_name} from Wattle` : row.author_first_name,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

async function threadOf(deps: ServiceDeps, userId: string): Promise<ChatThread> {
  const [thread, messages] = await Promise.all([
    findThread(deps.db, userId),
    listMessages(deps.db, userId),
  ]);
  return {
    userId,
    messages: messages.map(toMessage),
    customerReadAt: thread?.customer_read_at?.toISOString() ?? null,
    staffReadAt: thread?.staff_read_at?.toISOString() ?? null,
  };
}

/** Writes a message and, once it is stored, tells the customer's screens and every console. */
async function send(
  deps: ServiceDeps,
  input: { userId: string; authorId: string; fromStaff: boolean; body: string },
  audit?: Actor,
): Promise<ChatMessage> {
  return inTransaction(deps, async (trx) => {
    const row = await insertMessage(trx, input);
    if (audit) {
      await writeAudit(trx, {
        ...audit,
        subjectUserId: input.userId,
        action: 'chat.replied',
        details: { messageId: row.message_id, length: input.body.length },
      });
    }
    const message = toMessage(row);
    const signal: ChatMessageSignal = { userId: input.userId, message };
    afterCommit(trx, () => {
      deps.realtime.toUser(input.userId, CHAT_EVENTS.message, signal);
      deps.realtime.toStaff(CHAT_EVENTS.message, signal);
    });
    return message;
  });
}

async function markRead(deps: ServiceDeps, userId: string, by: 'customer' | 'staff') {
  const at = new Date();
  const thread = await markThreadRead(deps.db, userId, by, at);
  if (thread) {
    const signal: ChatReadSignal = { userId, by, at: at.toISOString() };
    deps.realtime.toUser(userId, CHAT_EVENTS.read, signal);
    deps.realtime.toStaff(CHAT_EVENTS.read, signal);
  }
  return threadOf(deps, userId);
}

// --- The customer's side ---------------------------------------------------------------

export const customerThread = (deps: ServiceDeps, userId: string) => threadOf(deps, userId);

export const customerSend = (deps: ServiceDeps, input: { userId: string; body: string }) =>
  send(deps, { ...input, authorId: input.userId, fromStaff: false });

export const customerRead = (deps: ServiceDeps, userId: string) =>
  markRead(deps, userId, 'customer');

/** E-mails the customer their conversation, as plain text, to the address on their record. */
export async function emailTranscript(deps: ServiceDeps, userId: string) {
  const customer = await findCustomer(deps.db, userId);
  if (!customer) throw noSuchCustomer();
  const thread = await threadOf(deps, userId);
  const lines = thread.messages.map(
    (message) =>
      `[${new Date(message.createdAt).toLocaleString('en-AU', { timeZone: 'Australia/Sydney' })}] ${message.authorName}:\n${message.body}`,
  );
  await deps.providers.email.send({
    to: customer.email,
    subject: 'Your chat with Wattle support',
    text: [
      `Hi ${customer.first_name},`,
      '',
      'Here is your conversation with Wattle support, as you asked.',
      '',
      ...(lines.length > 0 ? lines : ['(No messages yet.)']),
      '',
      'Wattle',
    ].join('\n'),
  });
  return { sentTo: customer.email };
}

// --- The console's side ----------------------------------------------------------------

/**
 * The console's inbox shows customers' names, e-mails and last messages: a read of their data,
 * audited like opening one thread (who listed, which customers they saw).
 */
export async function inbox(deps: ServiceDeps, actor: Actor): Promise<ChatInboxItem[]> {
  const rows = await listInbox(deps.db);
  await writeAudit(deps.db, {
    ...actor,
    subjectUserId: null,
    action: 'chat.list',
    details: { threads: rows.length, customerIds: rows.map((row) => row.user_id) },
  });
  return rows.map((row) => ({
    userId: row.user_id,
    customerName: `${row.first_name} ${row.last_name}`,
    customerEmail: row.email,
    lastMessage: toMessage(row),
    unread: !row.from_staff && (row.staff_read_at === null || row.staff_read_at < row.created_at),
  }));
}

/** A thread shown to a staff member, once the audit entry saying so is written. */
async function auditedThread(
  deps: ServiceDeps,
  { actor, userId }: { actor: Actor; userId: string },
  action: 'chat.read' | 'chat.marked_read',
  thread: ChatThread,
): Promise<ChatThread> {
  await writeAudit(deps.db, {
    ...actor,
    subjectUserId: userId,
    action,
    details: { messages: thread.messages.length },
  });
  return thread;
}

/** A staff member opening a customer's conversation: a read of their data, audited. */
export async function staffThread(deps: ServiceDeps, input: { actor: Actor; userId: string }) {
  if (!(await findCustomer(deps.db, input.userId))) throw noSuchCustomer();
  return auditedThread(deps, input, 'chat.read', await threadOf(deps, input.userId));
}

export async function staffReply(
  deps: ServiceDeps,
  input: { actor: Actor; userId: string; body: string },
) {
  if (!(await findCustomer(deps.db, input.userId))) throw noSuchCustomer();
  return send(
    deps,
    { userId: input.userId, authorId: input.actor.actorId, fromStaff: true, body: input.body },
    input.actor,
  );
}

/** Marking a thread read answers with the thread: a read of it too, audited. */
export async function staffRead(deps: ServiceDeps, input: { actor: Actor; userId: string }) {
  if (!(await findCustomer(deps.db, input.userId))) throw noSuchCustomer();
  return auditedThread(
    deps,
    input,
    'chat.marked_read',
    await markRead(deps, input.userId, 'staff'),
  );
}
