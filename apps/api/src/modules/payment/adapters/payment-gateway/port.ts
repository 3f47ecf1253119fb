// The payment gateway port: what the order service needs from any gateway, sandbox or real. A real
// Indian gateway (hosted checkout, signed server-to-server webhooks, a status API) fits it as is.
export type GatewayPaymentStatus = 'CREATED' | 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface GatewayPayment {
  paymentId: string;
  orderId: string;
  status: GatewayPaymentStatus;
  /** What the gateway says it charged; checked against the order before activation. */
  amountPaise: number;
  currency: string;
}

export type GatewayEventType = 'payment.succeeded' | 'payment.failed' | 'payment.pending';

/** A verified webhook event. */
export interface GatewayEvent {
  eventId: string;
  type: GatewayEventType;
  paymentId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  createdAt: string;
}

export interface CreatePaymentInput {
  orderId: string;
  amountPaise: number;
  currency: string;
  /** A path on the site the browser returns to after checkout. */
  returnUrl: string;
}

export interface PaymentGateway {
  readonly pgType: 'SANDBOX';
  /** Opens a payment for the order; answers where to send the browser. */
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; redirectUrl: string }>;
  /** The hosted checkout URL of an existing payment. */
  checkoutUrl(paymentId: string): string;
  /** Verifies a webhook against the raw body and headers; throws an AppError when it does not verify. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent;
  /** Asks the gateway for a payment's status (polling when the webhook is late or lost). */
  fetchStatus(paymentId: string): Promise<GatewayPayment | undefined>;
}
