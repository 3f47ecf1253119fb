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
  /**
   * What the event is about: the order's payment, or (from a gateway that confirms by status) perhaps
   * one attempt at it, since the order's own payment is what the order service then asks about.
   */
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
  /** The site's origin (`https://…`), for gateways that need an absolute return address. */
  siteOrigin: string;
}

export interface PaymentGateway {
  readonly pgType: 'SANDBOX' | 'RAZORPAY';
  /** Where its webhooks arrive (a plain route: the signature is over the raw body). */
  readonly webhookPath: string;
  /**
   * True when a webhook alone never settles an order (activates a membership or fails it): the order
   * service asks the gateway's status API about the order's payment itself and settles on that. A
   * real gateway's webhook is only a hint to look; the sandbox's come from its own rows in this database.
   */
  readonly confirmsByStatus: boolean;
  /** Opens a payment for the order; answers where to send the browser. */
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; redirectUrl: string }>;
  /** The hosted checkout URL of an existing payment. */
  checkoutUrl(paymentId: string): Promise<string>;
  /**
   * Verifies a webhook against the raw body and headers; throws an AppError when it does not
   * verify. `null`: genuine, but not an event about a payment's outcome (acknowledged, ignored).
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
  /**
   * Closes a payment nobody has paid yet, so a checkout page still open in another tab cannot take
   * the money of a cancelled order. `false`: it was paid first (the order should settle instead).
   */
  cancelPayment(paymentId: string): Promise<boolean>;
  /** Asks the gateway for a payment's status (polling when the webhook is late or lost). */
  fetchStatus(paymentId: string): Promise<GatewayPayment | undefined>;
}
