// The development view of stored attribution (`GET /dev/attribution`): where an account's trial,
// orders and co-brand claims came from, as kept with them. Registered only where the dev outbox is.
import type { DevAttribution } from '@rewards/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/connection';
import { orders, partnerMemberships, trials, users } from '../../db/schema';

export async function storedAttribution(db: AppDb, mobile: string): Promise<DevAttribution> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!user) return { trial: null, orders: [], claims: [] };
  const [trialRows, orderRows, claimRows] = await Promise.all([
    db.select({ subscriptionId: trials.subscriptionId, attribution: trials.attribution }).from(trials).where(eq(trials.userId, user.id)).limit(1),
    db
      .select({ orderId: orders.id, status: orders.status, attribution: orders.attribution })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select({ channel: partnerMemberships.partner, attribution: partnerMemberships.attribution }).from(partnerMemberships).where(eq(partnerMemberships.userId, user.id)),
  ]);
  return {
    trial: trialRows[0] ?? null,
    orders: orderRows,
    claims: claimRows.map((claim) => ({ channel: claim.channel, attribution: claim.attribution ?? {} })),
  };
}

export function paymentDevHandlers(db: AppDb) {
  return {
    async getDevAttribution(request: FastifyRequest<{ Querystring: { mobile: string } }>) {
      return storedAttribution(db, request.query.mobile);
    },
  };
}
