// Razorpay, used the way an Indian hosted checkout is used from a server: the order's payment is a
// Payment Link created by a server call (HTTP Basic with the key id and secret) whose `short_url`
// the browser is sent to; Razorpay returns the browser to the site and posts signed webhooks
// (`X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the webhook secret); and no order
// is settled on a webhook alone: the order service asks the link's status first
// (`GET /v1/payment_links/{id}`). Amounts are paise on both sides.
import * as v from 'valibot';
import type { RazorpayConfig } from '../../../../config';
import { badSignature, gatewayUnavailable } from '../../refusals';
import type { CreatePaymentInput, GatewayEvent, GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './port';
import { hmacSha256Hex, parseEvent, sameText } from './signature';

export const RAZORPAY_WEBHOOK_PATH = '/nc/prime/payment/webhook/razorpay';
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

/** A gateway call that takes longer is abandoned (the member may retry; webhooks and polls catch up). */
const REQUEST_TIMEOUT_MS = 10_000;

const LINK_STATUSES = ['created', 'partially_paid', 'expired', 'cancelled', 'paid'] as const;
type LinkStatus = (typeof LINK_STATUSES)[number];

const LINK_STATUS: Record<LinkStatus, GatewayPaymentStatus> = {
  created: 'CREATED',
  partially_paid: 'PENDING',
  paid: 'SUCCEEDED',
  expired: 'FAILED',
  cancelled: 'FAILED',
};

const LinkSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^plink_[A-Za-z0-9]{1,40}$/)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  amount_paid: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  currency: v.pipe(v.string(), v.maxLength(3)),
  reference_id: v.pipe(v.string(), v.maxLength(64)),
  status: v.picklist(LINK_STATUSES),
  short_url: v.optional(v.pipe(v.string(), v.url())),
});
type Link = v.InferOutput<typeof LinkSchema>;

const EventSchema = v.object({
  entity: v.literal('event'),
  event: v.string(),
  created_at: v.number(),
  payload: v.object({
    payment_link: v.optional(v.object({ entity: LinkSchema })),
    payment: v.optional(
      v.object({
        entity: v.object({
          id: v.pipe(v.string(), v.maxLength(64)),
          amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
          currency: v.pipe(v.string(), v.maxLength(3)),
          status: v.string(),
          // The link's notes, copied by Razorpay onto its payments: `{}` or, when empty, `[]`.
          notes: v.optional(v.unknown()),
        }),
      }),
    ),
  }),
});

/**
 * The events worth a look at the order; any other is acknowledged and ignored. `payment.failed` is one
 * attempt on the link (the member may try again on the same page, and Razorpay may even report a
 * late capture after it), so it only makes the order service ask the link's status.
 */
const OUTCOME_EVENTS: Record<string, GatewayEvent['type']> = {
  'payment_link.paid': 'payment.succeeded',
  'payment_link.expired': 'payment.failed',
  'payment_link.cancelled': 'payment.failed',
  'payment.failed': 'payment.failed',
};

/** Our order id from the notes the link was created with (`notes.order_id`), when there. */
function orderIdInNotes(notes: unknown): string | undefined {
  const orderId = typeof notes === 'object' && notes !== null && !Array.isArray(notes) ? (notes as Record<string, unknown>).order_id : undefined;
  return typeof orderId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? orderId : undefined;
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the exact body bytes, with the webhook secret. */
export const razorpaySignature = hmacSha256Hex;

export class RazorpayGateway implements PaymentGateway {
  readonly pgType = 'RAZORPAY' as const;
  readonly webhookPath = RAZORPAY_WEBHOOK_PATH;
  readonly confirmsByStatus = true;

  constructor(
    private readonly config: RazorpayConfig,
    private readonly fetch: Fetch = globalThis.fetch as unknown as Fetch,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; redirectUrl: string }> {
    const link = await this.call('POST', '/v1/payment_links', {
      amount: input.amountPaise,
      currency: input.currency,
      accept_partial: false,
      reference_id: input.orderId,
      description: 'Membership',
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { order_id: input.orderId },
      callback_url: new URL(input.returnUrl, input.siteOrigin).toString(),
      callback_method: 'get',
    });
    if (link.reference_id !== input.orderId || link.amount !== input.amountPaise || !link.short_url) {
      throw gatewayUnavailable(`payment link ${link.id} does not match order ${input.orderId}`);
    }
    return { paymentId: link.id, redirectUrl: link.short_url };
  }

  async checkoutUrl(paymentId: string): Promise<string> {
    const link = await this.call('GET', `/v1/payment_links/${encodeURIComponent(paymentId)}`);
    if (!link.short_url) throw gatewayUnavailable(`payment link ${paymentId} has no checkout address`);
    return link.short_url;
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent | null {
    const signature = headers[RAZORPAY_SIGNATURE_HEADER];
    const eventId = headers[RAZORPAY_EVENT_ID_HEADER];
    if (typeof signature !== 'string' || !sameText(razorpaySignature(this.config.webhookSecret, rawBody), signature)) throw badSignature('signature does not match the body');
    if (typeof eventId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(eventId)) throw badSignature('no event id header');
    const event = parseEvent(rawBody, EventSchema, 'Razorpay');
    const type = OUTCOME_EVENTS[event.event];
    if (!type) return null;
    const common = { eventId: `rzp_${eventId}`, type, createdAt: new Date(event.created_at * 1000).toISOString() };
    if (event.event.startsWith('payment_link.')) {
      const link = event.payload.payment_link?.entity;
      if (!link) return null;
      const amountPaise = type === 'payment.succeeded' ? (link.amount_paid ?? link.amount) : link.amount;
      return { ...common, paymentId: link.id, orderId: link.reference_id, amountPaise, currency: link.currency };
    }
    // A failed attempt names the attempt (pay_…), not the link; our order id is in the link's notes. A
    // payment that is not one of our links' (no such note) is none of this server's business.
    const payment = event.payload.payment?.entity;
    const orderId = orderIdInNotes(payment?.notes);
    if (!payment || !orderId) return null;
    return { ...common, paymentId: payment.id, orderId, amountPaise: payment.amount, currency: payment.currency };
  }

  async cancelPayment(paymentId: string): Promise<boolean> {
    try {
      await this.call('POST', `/v1/payment_links/${encodeURIComponent(paymentId)}/cancel`);
      return true;
    } catch (error) {
      // Razorpay refuses to cancel a link that is paid, expired or cancelled already: ask which.
      const status = (await this.fetchStatus(paymentId))?.status;
      if (status === 'SUCCEEDED') return false;
      if (status === 'FAILED') return true;
      throw error;
    }
  }

  async fetchStatus(paymentId: string): Promise<GatewayPayment | undefined> {
    if (!/^plink_[A-Za-z0-9]{1,40}$/.test(paymentId)) return undefined;
    const link = await this.call('GET', `/v1/payment_links/${encodeURIComponent(paymentId)}`);
    const status = LINK_STATUS[link.status];
    return {
      paymentId: link.id,
      orderId: link.reference_id,
      status,
      amountPaise: status === 'SUCCEEDED' ? (link.amount_paid ?? link.amount) : link.amount,
      currency: link.currency,
    };
  }

  /** One call to Razorpay's API, answered as a payment link; anything else is the gateway unavailable. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Link> {
    const authorization = `Basic ${Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64')}`;
    let response: Response;
    try {
      response = await this.fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw gatewayUnavailable(`${method} ${path} failed: ${error instanceof Error ? error.name : 'error'}`);
    }
    const text = await response.text();
    if (!response.ok) {
      // Razorpay's error body names the problem ({ error: { code, description } }); no secret is in it.
      const description = /"description"\s*:\s*"([^"]{0,200})"/.exec(text)?.[1] ?? '';
      throw gatewayUnavailable(`${method} ${path} answered ${response.status} ${description}`.trim());
    }
    const result = v.safeParse(LinkSchema, safeJson(text));
    if (!result.success) throw gatewayUnavailable(`${method} ${path} answered something that is not a payment link`);
    return result.output;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
