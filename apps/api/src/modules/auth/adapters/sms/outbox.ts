// The development SMS adapter: texts go to the in-memory outbox that GET /dev/outbox?mobile= reads.
import { Outbox } from '../outbox';
import type { SmsMessage, SmsPort } from './port';

export { OUTBOX_CAPACITY } from '../outbox';

export class OutboxSms extends Outbox implements SmsPort {
  async send(message: SmsMessage): Promise<void> {
    this.record(message);
  }
}
