// The development SMS adapter: the outbox table is the phone. Its rows keep their words, and
// GET /dev/outbox?mobile= reads them (modules/messages), from any API process on the database.
import type { SmsPort } from './port';

export class OutboxSms implements SmsPort {
  async send(): Promise<void> {
    // Nothing leaves: the message stays readable in the outbox table.
  }
}
