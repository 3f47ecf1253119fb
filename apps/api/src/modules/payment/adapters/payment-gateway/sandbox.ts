// The sandbox gateway: a hosted checkout served by this API, with outcomes chosen by the person
// testing ('Simulate success', 'Simulate failure', 'Simulate pending'). It keeps its own records in
// `sandbox_payments` (a real gateway keeps them on its side) and tells the API about outcomes the
// way a real one does: a signed server-to-server webhook, plus a status API for polling.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import type { AppDb } from '../../../../db/connection';
import { sandboxPayments } from '../../../../db/schema';
import { badSignature } from '../../refusals';
import type { CreatePaymentInput, GatewayEvent, GatewayEventType, GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './port';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, parseEvent, signBody, signatureMatches } from './signature';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export const SANDBOX_WEBHOOK_PATH = '/nc/prime/payment/webhook/sandbox';
const sandboxCheckoutPath = (paymentId: string) => `/nc/sandbox/checkout/${encodeURIComponent(paymentId)}`;
export type SandboxOutcome = 'success' | 'failure' | 'pending';

/** Sends a signed webhook: body and headers exactly as they go on the wire. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxGatewayDeps {
  db: AppDb;
  secret: string;
  pendingResolveSeconds: number;
  now: () => Date;
  logger: FastifyBaseLogger;
}

const EventSchema = v.strictObject({
  eventId: v.pipe(v.string(), v.regex(/^evt_[A-Za-z0-9_-]{8,64}$/)),
  type: v.picklist(['payment.succeeded', 'payment.failed', 'payment.pending']),
  paymentId: v.pipe(v.string(), v.maxLength(64)),
  orderId: v.pipe(v.string(), v.maxLength(64)),
  amountPaise: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.maxLength(3)),
  createdAt: v.string(),
});

const EVENT_TYPE: Record<'SUCCEEDED' | 'FAILED' | 'PENDING', GatewayEventType> = {
  SUCCEEDED: 'payment.succeeded',
  FAILED: 'payment.failed',
  PENDING: 'payment.pending',
};

export class SandboxGateway implements PaymentGateway {
  readonly pgType = 'SANDBOX' as const;
  readonly webhookPath = SANDBOX_WEBHOOK_PATH;
  readonly confirmsByStatus = false;
  private deliver: WebhookDelivery | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: SandboxGatewayDeps) {}

  /** Where webhooks go; set once the HTTP app exists. */
  setDelivery(deliver: WebhookDelivery): void {
    this.deliver = deliver;
  }

  async createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; redirectUrl: string }> {
    const paymentId = `pay_${randomBytes(12).toString('base64url')}`;
    const now = this.deps.now();
    await this.deps.db.insert(sandboxPayments).values({
      id: paymentId,
      orderId: input.orderId,
      amountPaise: input.amountPaise,
      currency: input.currency,
      status: 'CREATED',
      returnUrl: input.returnUrl,
      createdAt: now,
      updatedAt: now,
    });
    return { paymentId, redirectUrl: sandboxCheckoutPath(paymentId) };
  }

  async checkoutUrl(paymentId: string): Promise<string> {
    return sandboxCheckoutPath(paymentId);
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent {
    const signature = headers[SIGNATURE_HEADER];
    const eventIdHeader = headers[EVENT_ID_HEADER];
    if (typeof signature !== 'string' || !signatureMatches(this.deps.secret, rawBody, signature)) throw badSignature('signature does not match the body');
    const event = parseEvent(rawBody, EventSchema, 'sandbox');
    if (eventIdHeader !== event.eventId) throw badSignature('event id header does not match the body');
    return event;
  }

  async cancelPayment(paymentId: string): Promise<boolean> {
    // No webhook: the order is being cancelled by the member, not failed by the gateway.
    const [closed] = await this.deps.db
      .update(sandboxPayments)
      .set({ status: 'FAILED', resolveAt: null, updatedAt: this.deps.now() })
      .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['CREATED', 'PENDING'])))
      .returning();
    return closed !== undefined || (await this.find(paymentId))?.status !== 'SUCCEEDED';
  }

  async fetchStatus(paymentId: string): Promise<GatewayPayment | undefined> {
    // A pending payment whose time has come resolves on the next look, webhook or not.
    await this.resolveDuePending(paymentId, false);
    const row = await this.find(paymentId);
    return row ? toGatewayPayment(row) : undefined;
  }

  async find(paymentId: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    return row;
  }

  /**
   * Records the tester's choice (only while the payment is open), sends the webhook, and answers
   * where to send the browser. A pending payment succeeds after the configured delay.
   */
  async simulate(paymentId: string, outcome: SandboxOutcome): Promise<{ returnUrl: string; status: GatewayPaymentStatus } | undefined> {
    const now = this.deps.now();
    const status = outcome === 'success' ? 'SUCCEEDED' : outcome === 'failure' ? 'FAILED' : 'PENDING';
    const resolveAt = outcome === 'pending' ? new Date(now.getTime() + this.deps.pendingResolveSeconds * 1000) : null;
    const [row] = await this.deps.db
      .update(sandboxPayments)
      .set({ status, resolveAt, updatedAt: now })
      .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['CREATED', 'PENDING'])))
      .returning();
    if (!row) {
      const existing = await this.find(paymentId);
      return existing ? { returnUrl: existing.returnUrl, status: existing.status as GatewayPaymentStatus } : undefined;
    }
    await this.sendWebhook(row);
    if (outcome === 'pending') this.schedulePendingResolution(paymentId);
    return { returnUrl: row.returnUrl, status };
  }

  /** Stops the pending-resolution timers (the app is closing). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedulePendingResolution(paymentId: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.resolveDuePending(paymentId, true).catch((error: unknown) => this.deps.logger.error({ err: error, paymentId }, 'sandbox: resolving a pending payment failed'));
    }, this.deps.pendingResolveSeconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  /** Moves a pending payment to success once due (or at once when `force`), then sends the webhook. */
  private async resolveDuePending(paymentId: string, force: boolean): Promise<void> {
    const now = this.deps.now();
    const due = force ? eq(sandboxPayments.status, 'PENDING') : and(eq(sandboxPayments.status, 'PENDING'), lte(sandboxPayments.resolveAt, now));
    const [row] = await this.deps.db
      .update(sandboxPayments)
      .set({ status: 'SUCCEEDED', updatedAt: now })
      .where(and(eq(sandboxPayments.id, paymentId), due))
      .returning();
    if (row) await this.sendWebhook(row);
  }

  /** Signs and sends the event for the payment's current status; failures are logged (polls cover them). */
  private async sendWebhook(row: SandboxPaymentRow): Promise<void> {
    if (!this.deliver || row.status === 'CREATED') return;
    const event: GatewayEvent = {
      eventId: `evt_${randomUUID().replaceAll('-', '')}`,
      type: EVENT_TYPE[row.status as 'SUCCEEDED' | 'FAILED' | 'PENDING'],
      paymentId: row.id,
      orderId: row.orderId,
      amountPaise: row.amountPaise,
      currency: row.currency,
      createdAt: this.deps.now().toISOString(),
    };
    const rawBody = JSON.stringify(event);
    try {
      await this.deliver(rawBody, webhookHeaders(this.deps.secret, rawBody, event.eventId));
    } catch (error) {
      this.deps.logger.warn({ err: error, paymentId: row.id }, 'sandbox: webhook delivery failed');
    }
  }
}

/** The headers a sandbox webhook carries (tests build their own deliveries with this too). */
export function webhookHeaders(secret: string, rawBody: string, eventId: string): Record<string, string> {
  return { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, rawBody), [EVENT_ID_HEADER]: eventId };
}

function toGatewayPayment(row: SandboxPaymentRow): GatewayPayment {
  return { paymentId: row.id, orderId: row.orderId, status: row.status as GatewayPaymentStatus, amountPaise: row.amountPaise, currency: row.currency };
}
