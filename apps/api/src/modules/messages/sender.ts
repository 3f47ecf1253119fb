// Delivers the message outbox. Each API process runs one sender: it claims due messages (a batch
// at a time, SKIP LOCKED, so N instances share the work), hands each to its channel's adapter with
// a deadline, and records the outcome: sent, retried with backoff, or given up (refused by the
// provider, or the code it carries expired). No request waits on a provider, and no database
// connection is held while a provider answers (or stalls).
import type { FastifyBaseLogger } from 'fastify';
import type { EmailPort } from './adapters/email/port';
import { PermanentDeliveryError } from './errors';
import type { MarketingProfile, ProfilePort } from './adapters/profile/port';
import type { SmsPort } from './adapters/sms/port';
import { MessageRepository, type ChannelDeliveries, type MessageTemplate, type OutboxRow } from './repository';

export interface SenderOptions {
  /** How often an idle sender looks for due messages (a send also wakes it at once). */
  pollMs: number;
  /** Messages claimed per round. */
  batchSize: number;
  /** The longest one delivery may take before it counts as failed (the adapters' own timeouts are shorter). */
  deliveryTimeoutMs: number;
  /** Retries wait 1 s, 2 s, 4 s… up to this. */
  maxBackoffMs: number;
  /** Delivered and failed messages are deleted after this long. */
  retentionMs: number;
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = { pollMs: 1_000, batchSize: 10, deliveryTimeoutMs: 10_000, maxBackoffMs: 60_000, retentionMs: 7 * 86_400_000 };

export interface SenderAdapters {
  sms: SmsPort;
  email: EmailPort;
  /** The marketing-profile tool, where one is configured (MARKETING_PROFILE_ADAPTER). */
  profile?: ProfilePort;
  /**
   * Per channel, how these adapters deliver: the sender claims only messages written for that, and
   * keeps the words of what it delivers through the development outbox (its table row is the phone).
   */
  deliveries: ChannelDeliveries;
}

/** Retry delay after `attempts` failed attempts: 1 s, 2 s, 4 s… capped, with up to 20% jitter so senders do not retry in step. */
export function backoffMs(attempts: number, maxMs: number, random: () => number = Math.random): number {
  const base = Math.min(maxMs, 1_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

export class MessageSender {
  private readonly repository: MessageRepository;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPrune = 0;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    db: ConstructorParameters<typeof MessageRepository>[0],
    private readonly adapters: SenderAdapters,
    private readonly deps: { now: () => Date; logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
    private readonly options: SenderOptions = DEFAULT_SENDER_OPTIONS,
  ) {
    this.repository = new MessageRepository(db);
  }

  /** Starts polling (an idle process costs one indexed query per `pollMs`). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due messages now (after a send's transaction has committed). Rounds never overlap. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops claiming and waits up to `deadlineMs` for the deliveries under way; unfinished ones are taken again after their lease. */
  async stop(deadlineMs = 5_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    const pending = Promise.allSettled([this.running, ...this.inFlight]);
    await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, deadlineMs).unref())]);
  }

  /** One round to completion: claims and delivers until nothing is due. Answers how many were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.round();
      handled += batch;
      if (batch < this.options.batchSize) return handled;
    }
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.stopped);
    } catch (error) {
      // The database may be down or slow: the next poll tries again.
      this.deps.logger.warn({ err: error }, 'message outbox: a round failed');
    }
  }

  private async round(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.deps.now();
    await this.housekeeping(now);
    const leaseMs = this.options.deliveryTimeoutMs * 3;
    const claimed = await this.repository.claim(now, this.options.batchSize, leaseMs, this.adapters.deliveries);
    await Promise.all(claimed.map((message) => this.track(this.deliver(message))));
    return claimed.length;
  }

  private async housekeeping(now: Date): Promise<void> {
    const expired = await this.repository.expire(now);
    if (expired > 0) this.deps.logger.warn({ expired }, 'message outbox: messages expired before delivery');
    if (now.getTime() - this.lastPrune > 3_600_000) {
      this.lastPrune = now.getTime();
      await this.repository.prune(new Date(now.getTime() - this.options.retentionMs));
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async deliver(message: OutboxRow): Promise<void> {
    const channel = message.channel as 'sms' | 'email' | 'profile';
    const keepText = this.adapters.deliveries[channel] === 'outbox';
    const started = Date.now();
    try {
      const providerId = await withDeadline(this.send(message), this.options.deliveryTimeoutMs);
      await this.repository.markSent(message.id, this.deps.now(), providerId ?? null, keepText);
      this.deps.logger.info({ messageId: message.id, channel, template: message.template, attempts: message.attempts, ms: Date.now() - started }, 'message delivered');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const now = this.deps.now();
      const retryAt = new Date(now.getTime() + backoffMs(message.attempts, this.options.maxBackoffMs));
      if (error instanceof PermanentDeliveryError || retryAt >= message.expiresAt) {
        await this.repository.markFailed(message.id, reason.slice(0, 500), keepText);
        this.deps.logger.error({ messageId: message.id, channel, template: message.template, attempts: message.attempts, reason }, 'message not delivered: given up');
      } else {
        await this.repository.markRetry(message.id, retryAt, reason.slice(0, 500));
        this.deps.logger.warn({ messageId: message.id, channel, template: message.template, attempts: message.attempts, reason, retryAt }, 'message not delivered: will retry');
      }
    }
  }

  private async send(message: OutboxRow): Promise<string | void> {
    const text = message.body ?? '';
    if (message.channel === 'profile') {
      if (!this.adapters.profile) throw new PermanentDeliveryError('no marketing-profile tool is configured');
      return this.adapters.profile.send(JSON.parse(text) as MarketingProfile);
    }
    if (message.channel === 'email') {
      return this.adapters.email.send({ to: message.recipient, subject: message.subject ?? '', text, code: message.code });
    }
    return this.adapters.sms.send({ to: message.recipient, text, code: message.code, template: message.template as MessageTemplate });
  }
}

/** `work`, or a rejection once `ms` have passed (the adapter's own timeouts should come first). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
