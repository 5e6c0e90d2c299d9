import type { Db } from '../../db/database.js';
import { writeOutbox } from '../sandbox-outbox-repository.js';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

/** Sandbox: SMS is "sent" to the outbox table, readable at GET /sandbox/outbox?to=+614… */
export class SandboxSms implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<void> {
    await writeOutbox(this.db, 'sms', message);
  }
}
