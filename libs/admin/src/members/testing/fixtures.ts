// Contract-typed members and a fake console server for the member pages' tests and stories.
import { byPath, errorResponse, ok, type Responder } from '@rewards/api-client/testing';
import type { MemberContact, MemberDetail, MemberSummary } from '../format';

export const SSO_ID = 'sso_8f2k1m3n';
export const ORDER_ID = 'ord_2026_11_000123';

export function makeMember(overrides: Partial<MemberDetail> = {}): MemberDetail {
  return {
    ssoId: SSO_ID,
    name: 'Ravi Kumar',
    mobile: '+91 98xxxxxx10',
    mobileVerified: true,
    email: 'ra***@example.com',
    emailVerified: true,
    registeredAt: '2026-03-02T06:15:00.000Z',
    membership: {
      state: 'paid',
      primeProfile: 5,
      planName: 'Annual membership',
      variantName: 'PRIME_ANNUAL',
      startDate: '2026-11-20T10:00:00.000Z',
      endDate: '2027-11-20T10:00:00.000Z',
      autoRenewal: false,
      scheduledStartDate: null,
    },
    orders: [
      {
        orderId: ORDER_ID,
        planName: 'Annual membership',
        amountPaise: 89_900,
        amountText: '₹899',
        status: 'PAID',
        code: 'WELCOME100',
        createdAt: '2026-11-20T09:58:00.000Z',
        paidAt: '2026-11-20T10:00:00.000Z',
        invoice: { available: true, number: 'RC-2026-000123' },
      },
      {
        orderId: 'ord_2026_11_000099',
        planName: 'Annual membership',
        amountPaise: 99_900,
        amountText: '₹999',
        status: 'FAILED',
        code: null,
        createdAt: '2026-11-19T08:00:00.000Z',
        paidAt: null,
        invoice: { available: false, number: null },
      },
    ],
    codesRedeemed: [{ code: 'WELCOME100', name: 'Welcome offer', type: 'PROMO', orderId: ORDER_ID, redeemedAt: '2026-11-20T10:00:00.000Z' }],
    referralCode: 'RAVI7K2',
    couponCodes: [{ offer: 'Pizzapalooza', code: 'PIZZA-4821', state: 'COPIED', assignedAt: '2026-11-21T12:30:00.000Z', expiresAt: '2026-12-21T12:30:00.000Z' }],
    claims: [
      {
        partner: 'SHOPPERS_STOP',
        planName: 'Shopper Rewards membership',
        via: 'enrolment',
        startDate: '2026-06-01T00:00:00.000Z',
        endDate: '2026-12-01T00:00:00.000Z',
        claimedAt: '2026-06-01T00:00:00.000Z',
      },
    ],
    card: { network: null, activations: [] },
    studentRequest: null,
    blocked: null,
    ...overrides,
  };
}

export const blockedMember = (overrides: Partial<MemberDetail> = {}) =>
  makeMember({ blocked: { at: '2026-11-22T05:00:00.000Z', reason: 'Chargeback fraud, ticket 7', by: 'support@staff.example' }, ...overrides });

export const summaries: MemberSummary[] = [
  { ssoId: SSO_ID, name: 'Ravi Kumar', mobile: '+91 98xxxxxx10', email: 'ra***@example.com', membershipState: 'paid', blocked: false },
];

export const CONTACT: MemberContact = { ssoId: SSO_ID, mobile: '+919812345610', email: 'ravi.kumar@example.com' };

export interface MemberServerOptions {
  member?: MemberDetail;
  found?: MemberSummary[];
  /** How the reveal answers (default: the contact). */
  reveal?: Responder;
}

/** The members operations of a fake console server; block and unblock change the member it answers. */
export function memberServer({ member = makeMember(), found = summaries, reveal }: MemberServerOptions = {}): Responder {
  let current = member;
  const base = `/nc/admin/v1/members/${member.ssoId}`;
  return byPath({
    '/nc/admin/v1/members': (incoming) => {
      const query = (new URL(incoming.url).searchParams.get('query') ?? '').replace(/[\s-]/g, '');
      if (!/@|\d{10}/.test(query)) {
        return errorResponse(400, 'ADMIN-MEMBER-QUERY', 'Enter a 10-digit mobile number (with or without +91 or 0) or an email address.');
      }
      return ok({ searchedBy: query.includes('@') ? 'email' : 'mobile', members: query.includes('6000000000') ? [] : found });
    },
    [base]: () => ok(current),
    [`${base}/reveal`]: (incoming) => (reveal ? reveal(incoming) : ok(CONTACT)),
    [`${base}/block`]: async (incoming) => {
      const { reason } = (await incoming.json()) as { reason: string };
      if (current.blocked) return errorResponse(409, 'ADMIN-MEMBER-BLOCKED', 'This member is already blocked.');
      current = { ...current, blocked: { at: '2026-11-22T05:00:00.000Z', reason, by: 'support@staff.example' } };
      return ok({ ssoId: current.ssoId, blocked: current.blocked, sessionsEnded: 2 });
    },
    [`${base}/unblock`]: () => {
      if (!current.blocked) return errorResponse(409, 'ADMIN-MEMBER-NOT-BLOCKED', 'This member is not blocked.');
      current = { ...current, blocked: null };
      return ok({ ssoId: current.ssoId, blocked: null, sessionsEnded: 0 });
    },
    [`${base}/orders/${ORDER_ID}/invoice`]: () =>
      ok({ orderId: ORDER_ID, invoiceNumber: 'RC-2026-000123', sentTo: 'ra***@example.com', queuedAt: '2026-11-22T05:00:00.000Z', alreadyQueued: false }),
  });
}
