// Orders and payment, exactly once. An order only moves forward (CREATED → PENDING → PAID | FAILED
// | CANCELLED), and every move is a guarded UPDATE (`... WHERE status IN (...) RETURNING`). The
// gateway's return, its webhooks and the member's status polls can all report the same payment, in
// any order, any number of times and at once: they all end in `settle`, which locks the order row,
// checks amount and currency, and activates through an insert keyed on the order id, so the
// membership is granted once.
import { createHash, randomBytes } from 'node:crypto';
import { normaliseCode, type CreateOrderRequest, type Order } from '@rewards/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentConfig } from '../../config';
import type { GatewayEvent, GatewayPayment, PaymentGateway } from './adapters/payment-gateway/port';
import type { CodeService } from './code-service';
import { invoiceInputFor, invoiceNumber, renderInvoice } from './invoice';
import { applyMembership, membershipView, periodFor } from './membership';
import { attributionOf } from './plan-service';
import { codeRefusal, paymentRefusal } from './refusals';
import { badRequest } from '../../http/errors';
import type { OrderRow, OrderStatus, PaymentRepository, PaymentUserRow } from './repository';
import { priceBreakup, toPaise, toRupees } from './rules';

const OPEN: OrderStatus[] = ['CREATED', 'PENDING'];

export interface OrderServiceDeps {
  repository: PaymentRepository;
  codes: CodeService;
  gateway: PaymentGateway;
  config: PaymentConfig;
  now: () => Date;
  logger: FastifyBaseLogger;
}

type Report = Pick<GatewayPayment, 'paymentId' | 'status' | 'amountPaise' | 'currency'>;

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /** Creates the order, or answers the one this idempotency key already created. */
  async create(user: PaymentUserRow, idempotencyKey: string, request: CreateOrderRequest): Promise<Order> {
    const { repository, gateway } = this.deps;
    // The server's gateway is the order's; a site asking for another one is out of date.
    if (request.pgType !== undefined && request.pgType !== gateway.pgType) throw badRequest([{ path: 'body/pgType', message: `must be ${gateway.pgType}, the gateway this server uses` }]);
    const gc = request.gc ? normaliseCode(request.gc) : null;
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.variantId, gc, request.orderAmount ?? null, request.pgType ?? 'SANDBOX', request.referrerCode ?? null, request.offerId ?? null]))
      .digest('hex');
    const replay = async (existing: OrderRow) => {
      if (existing.requestHash !== requestHash) throw paymentRefusal('TP-IDEMPOTENCY-MISMATCH', `key ${idempotencyKey} was used for a different order`);
      return this.view(existing);
    };
    const existing = await repository.findOrderByKey(user.id, idempotencyKey);
    if (existing) return replay(existing);

    const variant = await repository.findVariantById(request.variantId);
    if (!variant || !variant.active || variant.planType !== 'PAYMENT') throw paymentRefusal('TP-PLAN-NOT-FOUND', `no paid variant ${request.variantId}`);
    const code = gc ? await this.deps.codes.check(gc, { user }) : null;
    if (code?.variantName && code.variantName !== variant.name) throw codeRefusal('TP-CODE-NOT-ELIGIBLE', `code ${code.code} is for ${code.variantName} only`);
    const price = priceBreakup(variant, code);
    if (request.orderAmount !== undefined && toPaise(request.orderAmount) !== price.pgPaise) {
      throw paymentRefusal('TP-PRICE-CHANGED', `orderAmount ${request.orderAmount} is not the price ${toRupees(price.pgPaise)}`);
    }
    const now = this.deps.now();
    const inserted = await repository.insertOrder({
      id: `ord_${randomBytes(12).toString('base64url')}`,
      userId: user.id,
      idempotencyKey,
      requestHash,
      variantId: variant.id,
      status: 'CREATED',
      pgType: gateway.pgType,
      paymentId: null,
      codeId: code?.id ?? null,
      code: code?.code ?? null,
      subscriptionAmountPaise: price.subscriptionPaise,
      gcAmountPaise: price.gcPaise,
      amountPaise: price.pgPaise,
      currency: 'INR',
      attribution: attributionOf(request),
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return this.view(inserted);
    // A concurrent retry with the same key won the insert: answer its order.
    const winner = await repository.findOrderByKey(user.id, idempotencyKey);
    if (!winner) throw new Error('order vanished after an idempotency conflict');
    return replay(winner);
  }

  async get(user: PaymentUserRow, orderId: string, pgType?: string): Promise<Order> {
    return this.view(await this.owned(user, orderId, pgType));
  }

  /** Opens (or reuses) the gateway payment and answers where to send the browser. */
  async redirect(user: PaymentUserRow, pgType: string, orderId: string, returnUrl: string, siteOrigin: string) {
    const { repository, gateway } = this.deps;
    let order = await this.owned(user, orderId, pgType);
    if (!OPEN.includes(order.status as OrderStatus)) throw paymentRefusal('TP-ORDER-CLOSED', `order ${orderId} is ${order.status}`);
    if (!order.paymentId) {
      const payment = await gateway.createPayment({ orderId: order.id, amountPaise: order.amountPaise, currency: order.currency, returnUrl, siteOrigin });
      order = (await repository.attachPayment(order.id, payment.paymentId, this.deps.now())) ?? (await this.owned(user, orderId, pgType));
      if (!order.paymentId) throw paymentRefusal('TP-ORDER-CLOSED', `order ${orderId} closed while the payment was opened`);
    }
    return { orderId: order.id, pgType: gateway.pgType, paymentId: order.paymentId, redirectUrl: await gateway.checkoutUrl(order.paymentId), status: order.status as Order['status'] };
  }

  /** The member's cancel: an open order becomes CANCELLED, for good. */
  async cancel(user: PaymentUserRow, orderId: string): Promise<Order> {
    const order = await this.owned(user, orderId);
    // The gateway's payment closes first, so a checkout still open in another tab cannot take money
    // for an order that no longer exists. If it was paid first, the order settles as paid instead.
    if (order.paymentId && OPEN.includes(order.status as OrderStatus) && !(await this.deps.gateway.cancelPayment(order.paymentId))) {
      const payment = await this.deps.gateway.fetchStatus(order.paymentId);
      if (payment) await this.deps.repository.transaction((tx) => this.settle(tx, order.id, payment));
    }
    const cancelled = await this.deps.repository.transaction(async (tx) => {
      await tx.lockOrder(order.id);
      return tx.transition(order.id, OPEN, 'CANCELLED', this.deps.now(), { failureReason: 'CANCELLED_BY_MEMBER' });
    });
    if (!cancelled) {
      const current = await this.owned(user, orderId);
      if (current.status !== 'CANCELLED') throw paymentRefusal('TP-ORDER-CLOSED', `order ${orderId} is ${current.status}`);
      return this.view(current);
    }
    return this.view(cancelled);
  }

  /** The member's poll: asks the gateway while the order is open, so a poll alone can settle it. */
  async status(user: PaymentUserRow, orderId: string): Promise<Order> {
    const order = await this.owned(user, orderId);
    if (OPEN.includes(order.status as OrderStatus) && order.paymentId) {
      const payment = await this.deps.gateway.fetchStatus(order.paymentId);
      if (payment) await this.deps.repository.transaction((tx) => this.settle(tx, order.id, payment));
    }
    return this.get(user, orderId);
  }

  /**
   * A verified webhook: recorded by event id (a redelivery is acknowledged and changes nothing) and
   * settled in the same transaction, so a failure leaves the event unrecorded for the next delivery.
   */
  async handleWebhook(event: GatewayEvent): Promise<{ duplicate: boolean; orderStatus: Order['status'] | null }> {
    const report = await this.reportOf(event);
    return this.deps.repository.transaction(async (tx) => {
      const recorded = await tx.recordEvent({
        eventId: event.eventId,
        pgType: this.deps.gateway.pgType,
        orderId: event.orderId,
        paymentId: event.paymentId,
        type: event.type,
        receivedAt: this.deps.now(),
      });
      if (!recorded) return { duplicate: true, orderStatus: ((await tx.findOrder(event.orderId))?.status as Order['status'] | undefined) ?? null };
      const settled = await this.settle(tx, event.orderId, report);
      return { duplicate: false, orderStatus: (settled?.status as Order['status'] | undefined) ?? null };
    });
  }

  /** The member's tax invoice for a paid order, ready to render with the response's nonce. */
  async invoice(user: PaymentUserRow, orderId: string): Promise<(nonce: string) => string> {
    const order = await this.owned(user, orderId);
    const input = await invoiceInputFor(this.deps.repository, this.deps.config.seller, user, order);
    if (!input) throw paymentRefusal('TP-ORDER-NOT-FOUND', `order ${orderId} has no invoice (status ${order.status})`);
    return (nonce) => renderInvoice(input, nonce);
  }

  /**
   * What a webhook reports. With a gateway that confirms by status, every event is only a hint: the
   * gateway's own answer about the order's payment (status, amount, currency) is what settles the
   * order, asked before the transaction so no lock waits on the network. A success may be forged or
   * early, and a failed attempt leaves the payment open for another try, so neither is taken at its
   * word. A failed call throws: the webhook is answered 503 unrecorded, and the gateway delivers it again.
   */
  private async reportOf(event: GatewayEvent): Promise<Report> {
    const status = event.type === 'payment.succeeded' ? 'SUCCEEDED' : event.type === 'payment.failed' ? 'FAILED' : 'PENDING';
    const claimed: Report = { paymentId: event.paymentId, status, amountPaise: event.amountPaise, currency: event.currency };
    if (!this.deps.gateway.confirmsByStatus) return claimed;
    const order = await this.deps.repository.findOrder(event.orderId);
    // Nothing to settle (no such order, no payment opened, or closed already): no call to the gateway.
    if (!order?.paymentId || !OPEN.includes(order.status as OrderStatus)) {
      if (order && event.type === 'payment.succeeded' && order.status !== 'PAID') {
        this.deps.logger.error({ orderId: order.id, status: order.status, paymentId: event.paymentId }, 'the gateway reports a payment for a closed order; it needs a refund');
      }
      return { ...claimed, paymentId: order?.paymentId ?? event.paymentId, status: 'CREATED' };
    }
    const payment = await this.deps.gateway.fetchStatus(order.paymentId);
    if (!payment || payment.orderId !== order.id) {
      this.deps.logger.warn({ orderId: event.orderId, paymentId: order.paymentId, type: event.type }, 'webhook the gateway does not confirm; not settled');
      return { ...claimed, paymentId: order.paymentId, status: 'CREATED' };
    }
    return { paymentId: payment.paymentId, status: payment.status, amountPaise: payment.amountPaise, currency: payment.currency };
  }

  /**
   * Applies what the gateway reports to the order, inside the caller's transaction. The order row is
   * locked first, so concurrent reports queue; each move is guarded in SQL, and activation is an
   * insert keyed on the order id, so however many reports arrive the membership is granted once.
   */
  private async settle(tx: PaymentRepository, orderId: string, report: Report): Promise<OrderRow | undefined> {
    const order = await tx.lockOrder(orderId);
    if (!order) return undefined;
    if (order.paymentId !== report.paymentId) {
      this.deps.logger.warn({ orderId, paymentId: report.paymentId }, 'payment report for a payment the order does not hold; ignored');
      return order;
    }
    const now = this.deps.now();
    switch (report.status) {
      case 'SUCCEEDED': {
        if (report.amountPaise !== order.amountPaise || report.currency !== order.currency) {
          // Never activate on a payment that does not match the order; the gateway would refund it.
          this.deps.logger.error({ orderId, expected: order.amountPaise, got: report.amountPaise, currency: report.currency }, 'payment amount or currency mismatch');
          return (await tx.transition(order.id, OPEN, 'FAILED', now, { failureReason: 'AMOUNT_MISMATCH' })) ?? order;
        }
        const paid = await tx.transition(order.id, OPEN, 'PAID', now, { paidAt: now });
        if (!paid) return order;
        await this.activate(tx, paid, now);
        return paid;
      }
      case 'FAILED':
        return (await tx.transition(order.id, OPEN, 'FAILED', now, { failureReason: 'PAYMENT_FAILED' })) ?? order;
      case 'PENDING':
        return (await tx.transition(order.id, ['CREATED'], 'PENDING', now)) ?? order;
      default:
        return order;
    }
  }

  private async activate(tx: PaymentRepository, order: OrderRow, now: Date): Promise<void> {
    const member = await tx.lockUser(order.userId);
    const variant = await tx.findVariantById(order.variantId);
    if (!variant) throw new Error(`order ${order.id} names a missing variant`);
    const next = periodFor(member, variant.durationDays, now);
    const activation = await tx.insertActivation({
      orderId: order.id,
      userId: member.id,
      startDate: next.periodStart,
      endDate: next.endDate,
      placeOfSupply: await tx.stateOfCity(member.city),
      createdAt: now,
    });
    if (!activation) return;
    await applyMembership(tx, member, next, now, order.id, variant.name);
    if (order.codeId !== null) {
      await tx.redeemCode(order.codeId, member.id, order.id, now);
      const code = await tx.findCodeById(order.codeId);
      if (code?.type === 'REFERRAL' && code.ownerUserId !== null && code.ownerUserId !== member.id) {
        await tx.linkReferral({ refereeUserId: member.id, referrerUserId: code.ownerUserId, code: code.code, campaignId: null, createdAt: now });
      }
    }
  }

  private async owned(user: PaymentUserRow, orderId: string, pgType?: string): Promise<OrderRow> {
    const order = await this.deps.repository.findOrder(orderId);
    if (!order || order.userId !== user.id || (pgType !== undefined && order.pgType !== pgType)) throw paymentRefusal('TP-ORDER-NOT-FOUND', `no order ${orderId} for this member`);
    return order;
  }

  private async view(order: OrderRow): Promise<Order> {
    const { repository } = this.deps;
    const variant = await repository.findVariantById(order.variantId);
    const paid = order.status === 'PAID';
    const activation = paid ? await repository.findActivation(order.id) : undefined;
    const member = paid ? await repository.findUser(order.userId) : undefined;
    return {
      orderId: order.id,
      status: order.status as Order['status'],
      pgType: order.pgType as Order['pgType'],
      paymentId: order.paymentId,
      variantId: order.variantId,
      variantName: variant?.name ?? 'UNKNOWN',
      variantDisplayName: variant?.displayName ?? 'Membership',
      durationDays: variant?.durationDays ?? 0,
      subscriptionAmount: toRupees(order.subscriptionAmountPaise),
      gcAmount: toRupees(order.gcAmountPaise),
      orderAmount: toRupees(order.amountPaise),
      amountPaise: order.amountPaise,
      currency: 'INR',
      gc: order.code,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      failureReason: order.failureReason,
      invoiceNumber: activation ? invoiceNumber(activation.id, activation.createdAt) : null,
      membership: member ? membershipView(member) : null,
    };
  }
}
