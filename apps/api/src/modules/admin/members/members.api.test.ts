// Members for support agents, on PGlite and (with DATABASE_URL) PostgreSQL: finding by any form of
// mobile and by email with the contacts masked, the member's page (membership, a paid order and its
// invoice, codes, coupon codes), the audited reveal, block (sessions ended, login, renewal and calls
// refused) and unblock, the invoice resent through the outbox, and every operation per role.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, auditLog, couponCodes, outboxMessages, users } from '../../../db/schema';
import { AUTH, TestClock, allRows, bearer, expectOk, logIn, mobileSequence, withCookie, type LoggedIn } from '../../../test/auth';
import { postJson, useTestApp } from '../../../test/harness';
import { OfferFixtures } from '../../../test/offer-actions';
import { orderAndOpen, simulate } from '../../../test/payment';
import { asStaff, expectStaffRefusal, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../../test/staff';
import { maskMobile } from './rules';

const clock = new TestClock();
const nextMobile = mobileSequence('93512');
const t = useTestApp({ now: clock.now, config: { auth: STAFF_TEST_AUTH } });
const MEMBERS = '/nc/admin/v1/members';
const member = (ssoId: string) => `${MEMBERS}/${ssoId}`;

let support: TestStaff;
let paid: LoggedIn;
let paidMobile: string;
let paidOrderId: string;

beforeAll(async () => {
  support = await staffSession(t.database.db, 'support', clock.now);
  paidMobile = nextMobile();
  paid = await logIn(t.app, paidMobile, { firstName: 'Ravi' });
  await t.database.db.update(users).set({ email: 'Ravi.Kumar@Example.com', lastName: 'Kumar' }).where(eq(users.mobile, paidMobile));
  const { order, paymentId } = await orderAndOpen(t.app, paid, { variantId: 1, gc: 'WELCOME100' });
  expect((await simulate(t.app, paymentId, 'success')).statusCode).toBe(303);
  paidOrderId = order.orderId;
  // One code from an offer's pool, handed out to the member.
  const fixtures = new OfferFixtures(t.database.db, clock.now);
  await fixtures.brand({ company: 'Members Desk Pizza', slug: 'members-desk-pizza' });
  const { offeringId } = await fixtures.offer('Desk Pizza', { offering: { kind: 'POOL' }, codes: 1 });
  const [holder] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, paidMobile));
  await t.database.db.update(couponCodes).set({ userId: holder!.id, assignedAt: clock.now(), state: 'GENERATED' }).where(eq(couponCodes.offeringId, offeringId!));
});

/** A member inserted directly (no login needed), optionally blocked already. */
async function plainMember(values: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  const ssoId = `sso_test${Math.random().toString(36).slice(2, 12)}`;
  await t.database.db.insert(users).values({ ssoId, mobile: nextMobile(), ...values });
  return ssoId;
}

const auditOf = (action: string, targetId: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('finding members', () => {
  it.each([paidMobileForm('plain'), paidMobileForm('+91'), paidMobileForm('0'), paidMobileForm('spaced')])('finds the member by the mobile written %s', async (form) => {
    const answer = await asStaff(t.app, support, 'GET', `${MEMBERS}?query=${encodeURIComponent(form())}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { searchedBy, members } = answer.json().data;
    expect(searchedBy).toBe('mobile');
    expect(members).toEqual([
      {
        ssoId: paid.login.user.ssoId,
        name: 'Ravi Kumar',
        mobile: `+91 ${paidMobile.slice(0, 2)}xxxxxx${paidMobile.slice(-2)}`,
        email: 'ra***@example.com',
        membershipState: 'paid',
        blocked: false,
      },
    ]);
    expect(answer.body).not.toContain(paidMobile);
    expect(answer.body.toLowerCase()).not.toContain('ravi.kumar@');
  });

  it('finds by email whatever its case', async () => {
    const answer = await asStaff(t.app, support, 'GET', `${MEMBERS}?query=${encodeURIComponent('RAVI.kumar@example.COM')}`);
    expect(answer.json().data).toMatchObject({ searchedBy: 'email', members: [{ ssoId: paid.login.user.ssoId }] });
  });

  it('answers an empty list when nobody matches, and a clear 400 for a query that is neither', async () => {
    expect((await asStaff(t.app, support, 'GET', `${MEMBERS}?query=6000000001`)).json().data.members).toEqual([]);
    const refused = await asStaff(t.app, support, 'GET', `${MEMBERS}?query=ravi`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ systemErrorCode: 'ADMIN-MEMBER-QUERY', userMessage: expect.stringContaining('10-digit mobile') });
  });
});

function paidMobileForm(form: 'plain' | '+91' | '0' | 'spaced'): () => string {
  const forms = {
    plain: () => paidMobile,
    '+91': () => `+91${paidMobile}`,
    '0': () => `0${paidMobile}`,
    spaced: () => `+91 ${paidMobile.slice(0, 5)} ${paidMobile.slice(5)}`,
  };
  return Object.assign(forms[form], { toString: () => form });
}

describe("a member's page", () => {
  it('shows the membership, the paid order with its invoice, the code redeemed and the coupon code, contacts masked', async () => {
    const answer = await asStaff(t.app, support, 'GET', member(paid.login.user.ssoId));
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json().data;
    expect(detail).toMatchObject({
      ssoId: paid.login.user.ssoId,
      name: 'Ravi Kumar',
      mobile: maskMobile(paidMobile),
      email: 'ra***@example.com',
      mobileVerified: true,
      membership: { state: 'paid', primeProfile: 5, planName: expect.any(String), variantName: 'PRIME_ANNUAL', startDate: clock.now().toISOString(), autoRenewal: false },
      codesRedeemed: [{ code: 'WELCOME100', type: expect.any(String), orderId: paidOrderId }],
      couponCodes: [{ offer: 'Desk Pizza', code: 'DESK PIZZA-0001', state: 'GENERATED' }],
      claims: [],
      card: { network: null, activations: [] },
      studentRequest: null,
      blocked: null,
    });
    expect(detail.orders).toEqual([
      expect.objectContaining({ orderId: paidOrderId, status: 'PAID', code: 'WELCOME100', invoice: { available: true, number: expect.stringMatching(/^RC-\d{4}-\d{6}$/) } }),
    ]);
    const [order] = detail.orders;
    expect(order.amountText).toBe(`₹${(order.amountPaise / 100).toLocaleString('en-IN')}`);
    expect(answer.body).not.toContain(paidMobile);
  });

  it('answers 404 for an unknown member', async () => {
    const answer = await asStaff(t.app, support, 'GET', member('sso_nobody'));
    expect(answer.statusCode).toBe(404);
  });
});

describe('revealing contacts', () => {
  it('answers the full contacts and audits who, whose and why, never the contacts', async () => {
    const ssoId = paid.login.user.ssoId;
    const answer = await asStaff(t.app, support, 'POST', `${member(ssoId)}/reveal`, { reason: 'Member on the phone, ticket 4411' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ ssoId, mobile: `+91${paidMobile}`, email: 'Ravi.Kumar@Example.com' });
    const [entry] = await auditOf('adminRevealMember', ssoId);
    expect(entry).toMatchObject({ staffEmail: support.email, targetType: 'member', after: { reason: 'Member on the phone, ticket 4411', revealed: ['mobile', 'email'] } });
    const logged = JSON.stringify(entry);
    expect(logged).not.toContain(paidMobile);
    expect(logged.toLowerCase()).not.toContain('ravi.kumar');
  });

  it('wants a reason', async () => {
    const answer = await asStaff(t.app, support, 'POST', `${member(paid.login.user.ssoId)}/reveal`, { reason: '   ' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('blocking and unblocking', () => {
  it('ends every session, refuses renewal, calls and login, then lets the member in again once unblocked', async () => {
    const mobile = nextMobile();
    const session = await logIn(t.app, mobile);
    const ssoId = session.login.user.ssoId;

    const blocked = await asStaff(t.app, support, 'POST', `${member(ssoId)}/block`, { reason: 'Chargeback fraud, ticket 7' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toEqual({ ssoId, blocked: { at: clock.now().toISOString(), reason: 'Chargeback fraud, ticket 7', by: support.email }, sessionsEnded: 1 });

    // the access token is still within its life, and is refused as blocked
    const call = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(session.accessToken) });
    expect(call.statusCode).toBe(403);
    expect(call.json().systemErrorCode).toBe('TP401');
    const renewal = await postJson(t.app, AUTH.renew, {}, withCookie(session.refreshToken));
    expect(renewal.statusCode).toBe(403);
    expect(renewal.json()).toMatchObject({ systemErrorCode: 'TP401', userMessage: expect.stringContaining('blocked') });
    const send = await postJson(t.app, AUTH.send, { identifier: mobile });
    expect(send.statusCode).toBe(403);
    expect(send.json()).toMatchObject({ systemErrorCode: '401', userMessage: expect.stringContaining('blocked') });

    // the page shows the block and who made it; blocking again is a conflict
    expect((await asStaff(t.app, support, 'GET', member(ssoId))).json().data.blocked).toEqual({ at: clock.now().toISOString(), reason: 'Chargeback fraud, ticket 7', by: support.email });
    const again = await asStaff(t.app, support, 'POST', `${member(ssoId)}/block`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().systemErrorCode).toBe('ADMIN-MEMBER-BLOCKED');

    const [blockEntry] = await auditOf('adminBlockMember', ssoId);
    expect(blockEntry).toMatchObject({ before: { blockedAt: null, blockedReason: null }, after: { blockedReason: 'Chargeback fraud, ticket 7', sessionsEnded: 1 } });

    clock.advance(60);
    const unblocked = await asStaff(t.app, support, 'POST', `${member(ssoId)}/unblock`, { reason: 'Bank reversed the chargeback' });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().data).toEqual({ ssoId, blocked: null, sessionsEnded: 0 });
    const [unblockEntry] = await auditOf('adminUnblockMember', ssoId);
    expect(unblockEntry).toMatchObject({ before: { blockedReason: 'Chargeback fraud, ticket 7' }, after: { blockedAt: null, reason: 'Bank reversed the chargeback' } });
    const back = await logIn(t.app, mobile);
    expect(back.login.user.ssoId).toBe(ssoId);
    // the old session stays ended
    expect((await postJson(t.app, AUTH.renew, {}, withCookie(session.refreshToken))).statusCode).toBe(401);

    const twice = await asStaff(t.app, support, 'POST', `${member(ssoId)}/unblock`, { reason: 'twice' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().systemErrorCode).toBe('ADMIN-MEMBER-NOT-BLOCKED');
  });

  it('keeps the membership as it was', async () => {
    const ssoId = await plainMember({ primeProfile: 5, endDate: new Date('2027-06-01T00:00:00Z') });
    expectOk(await asStaff(t.app, support, 'POST', `${member(ssoId)}/block`, { reason: 'Testing the block' }));
    expectOk(await asStaff(t.app, support, 'POST', `${member(ssoId)}/unblock`, { reason: 'Testing the unblock' }));
    const [row] = await t.database.db.select().from(users).where(eq(users.ssoId, ssoId));
    expect(row).toMatchObject({ primeProfile: 5, blockedAt: null, blockedReason: null });
  });
});

describe('resending an invoice', () => {
  it('queues the invoice email to the member once per window, audited', async () => {
    const url = `${member(paid.login.user.ssoId)}/orders/${paidOrderId}/invoice`;
    const first = await asStaff(t.app, support, 'POST', url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ orderId: paidOrderId, sentTo: 'ra***@example.com', alreadyQueued: false, invoiceNumber: expect.stringMatching(/^RC-/) });
    const emails = await t.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, 'ravi.kumar@example.com'), eq(outboxMessages.template, 'invoice')));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ channel: 'email', subject: expect.stringContaining(first.json().data.invoiceNumber) });
    expect(emails[0]!.body).toContain(paidOrderId);
    expect(emails[0]!.body).toContain('Total (inclusive of GST)');

    const second = await asStaff(t.app, support, 'POST', url);
    expect(second.json().data).toMatchObject({ alreadyQueued: true, queuedAt: first.json().data.queuedAt });
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'invoice'))).toHaveLength(1);
    expect(await auditOf('adminResendInvoice', paidOrderId)).toHaveLength(1);
  });

  it('refuses an order that is not paid, a member without email, and an order of someone else', async () => {
    const pending = await orderAndOpen(t.app, paid, { variantId: 1 });
    const notPaid = await asStaff(t.app, support, 'POST', `${member(paid.login.user.ssoId)}/orders/${pending.order.orderId}/invoice`);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ systemErrorCode: 'ADMIN-ORDER-NOT-PAID', userMessage: expect.stringContaining('paid order') });

    const noEmailMobile = nextMobile();
    const noEmail = await logIn(t.app, noEmailMobile);
    const { order, paymentId } = await orderAndOpen(t.app, noEmail);
    await simulate(t.app, paymentId, 'success');
    const refused = await asStaff(t.app, support, 'POST', `${member(noEmail.login.user.ssoId)}/orders/${order.orderId}/invoice`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().systemErrorCode).toBe('ADMIN-MEMBER-NO-EMAIL');

    const someoneElses = await asStaff(t.app, support, 'POST', `${member(noEmail.login.user.ssoId)}/orders/${paidOrderId}/invoice`);
    expect(someoneElses.statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  const ALLOWED = ['support', 'admin'];
  type Call = { method: 'GET' | 'POST'; url: string; body?: unknown };
  const operations: Record<string, () => Promise<Call>> = {
    adminFindMembers: async () => ({ method: 'GET', url: `${MEMBERS}?query=${paidMobile}` }),
    adminGetMember: async () => ({ method: 'GET', url: member(paid.login.user.ssoId) }),
    adminRevealMember: async () => ({ method: 'POST', url: `${member(paid.login.user.ssoId)}/reveal`, body: { reason: 'Role check' } }),
    adminBlockMember: async () => ({ method: 'POST', url: `${member(await plainMember())}/block`, body: { reason: 'Role check' } }),
    adminUnblockMember: async () => ({ method: 'POST', url: `${member(await plainMember({ blockedAt: clock.now(), blockedReason: 'x' }))}/unblock`, body: { reason: 'Role check' } }),
    adminResendInvoice: async () => ({ method: 'POST', url: `${member(paid.login.user.ssoId)}/orders/${paidOrderId}/invoice` }),
  };

  describe.each(Object.entries(operations))('%s', (_name, prepare) => {
    it.each(STAFF_ROLES.map((role) => [role]))('as %s', async (role) => {
      const staff = await staffSession(t.database.db, role, clock.now);
      const call = await prepare();
      const answer = await asStaff(t.app, staff, call.method, call.url, call.body);
      expect(answer.statusCode, answer.body).toBe(ALLOWED.includes(role) ? 200 : 403);
    });

    it('without a session, with a member token, and (unsafe) without the CSRF header', async () => {
      const call = await prepare();
      expect((await asStaff(t.app, undefined, call.method, call.url, call.body)).statusCode).toBe(401);
      const withMember = await asStaff(t.app, undefined, call.method, call.url, call.body, bearer(paid.accessToken));
      expectStaffRefusal(withMember, 401);
      if (call.method === 'POST') {
        const { 'x-csrf-token': _dropped, ...withoutCsrf } = support.headers;
        const refused = await asStaff(t.app, { ...support, headers: withoutCsrf }, call.method, call.url, call.body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().systemErrorCode).toBe('ADMIN-CSRF');
      }
    });
  });

  it('leaves nothing written by a refused block', async () => {
    const ssoId = await plainMember();
    const reviewer = await staffSession(t.database.db, 'reviewer', clock.now);
    await asStaff(t.app, reviewer, 'POST', `${member(ssoId)}/block`, { reason: 'Not allowed' });
    const [row] = await t.database.db.select().from(users).where(eq(users.ssoId, ssoId));
    expect(row?.blockedAt).toBeNull();
    expect(await auditOf('adminBlockMember', ssoId)).toHaveLength(0);
    expect((await allRows(t.database.db, 'audit_log')).every((entry) => entry.action !== 'adminBlockMember' || entry.target_id !== ssoId)).toBe(true);
  });
});
