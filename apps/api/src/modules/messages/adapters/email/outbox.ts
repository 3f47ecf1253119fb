// The development email adapter: the outbox table is the mailbox, read by GET /dev/outbox?email=.
import type { EmailPort } from './port';

export class OutboxEmail implements EmailPort {
  async send(): Promise<void> {
    // Nothing leaves: the message stays readable in the outbox table.
  }
}
