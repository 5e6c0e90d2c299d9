import type { Db } from '../../db/database.js';
import { writeOutbox } from '../sandbox-outbox-repository.js';
import type { EmailMessage, EmailProvider } from './email-provider.js';

/** Sandbox: e-mail is "sent" to the outbox table, readable at GET /sandbox/outbox?to=… */
export class SandboxEmail implements EmailProvider {
  constructor(private readonly db: Db) {}

  async send(message: EmailMessage): Promise<void> {
    await writeOutbox(this.db, 'email', message);
  }
}
