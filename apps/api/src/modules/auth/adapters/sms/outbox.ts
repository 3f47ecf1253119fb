// The development SMS adapter: messages stay in memory (bounded) and GET /dev/outbox reads them.
// It stands in for the member's phone, which is why the code is kept here and nowhere else.
import type { OutboxMessage } from '@rewards/api-contract';
import type { SmsMessage, SmsPort } from './port';

export const OUTBOX_CAPACITY = 1000;

export class OutboxSms implements SmsPort {
  private readonly messages: Array<SmsMessage & { sentAt: Date }> = [];

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly capacity = OUTBOX_CAPACITY,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.messages.push({ ...message, sentAt: this.now() });
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
  }

  /** Messages to `to` ('+91…'), newest first. */
  messagesTo(to: string): OutboxMessage[] {
    const found: OutboxMessage[] = [];
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const message = this.messages[i];
      if (message?.to === to) found.push({ to: message.to, text: message.text, code: message.code, sentAt: message.sentAt.toISOString() });
    }
    return found;
  }
}
