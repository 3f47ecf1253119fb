// The development outbox both message adapters (SMS and email) write to: messages stay in memory,
// bounded, and GET /dev/outbox reads them. It stands in for the member's phone or mailbox, which is
// why the code is kept here and nowhere else.
import type { OutboxMessage } from '@rewards/api-contract';

export const OUTBOX_CAPACITY = 1000;

export interface OutboxEntry {
  /** '+91…' for a text, the lower-cased address for an email. */
  to: string;
  text: string;
  code: string | null;
}

export class Outbox {
  private readonly messages: Array<OutboxEntry & { sentAt: Date }> = [];

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly capacity = OUTBOX_CAPACITY,
  ) {}

  protected record(message: OutboxEntry): void {
    this.messages.push({ to: message.to, text: message.text, code: message.code, sentAt: this.now() });
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
  }

  /** Messages to `to`, newest first. */
  messagesTo(to: string): OutboxMessage[] {
    const found: OutboxMessage[] = [];
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const message = this.messages[i];
      if (message?.to === to) found.push({ to: message.to, text: message.text, code: message.code, sentAt: message.sentAt.toISOString() });
    }
    return found;
  }
}
