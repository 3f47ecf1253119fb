// The development email adapter: emails go to the in-memory outbox that GET /dev/outbox?email= reads.
import { Outbox } from '../outbox';
import type { EmailMessage, EmailPort } from './port';

export class OutboxEmail extends Outbox implements EmailPort {
  async send(message: EmailMessage): Promise<void> {
    this.record({ to: message.to.toLowerCase(), text: `${message.subject}\n\n${message.text}`, code: message.code });
  }
}
