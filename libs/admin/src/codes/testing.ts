// Test and story helpers (lint keeps them out of production code): answers for the codes pages from a fake server.
import { byPath, errorResponse, jsonResponse, ok, type Responder } from '@rewards/api-client/testing';
import type { AdminCode, AdminPool } from './format';

export function makeCode(overrides: Partial<AdminCode> = {}): AdminCode {
  return {
    code: 'WELCOME100',
    name: 'Welcome gift',
    type: 'GC',
    discount: 100,
    discountPercent: null,
    maxDiscount: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usedCount: 12,
    eligibility: 'ANYONE',
    variantName: null,
    offerText: '₹100 off your membership',
    primaryGCText: null,
    listed: true,
    pausedAt: null,
    status: 'LIVE',
    ...overrides,
  };
}

export function makePool(overrides: Partial<AdminPool> = {}): AdminPool {
  return { offeringId: 7, offering: 'healthy-bowl-30', offerTitle: '30% off your bowl', brand: 'Healthy Bowl', cardType: false, free: 12, handedOut: 388, handedOutLast7Days: 40, lowStockBelow: 80, lowStock: true, ...overrides };
}

export const CODES = [makeCode(), makeCode({ code: 'FESTIVE20', name: 'Festive sale', type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300, endsAt: '2099-11-30T18:29:59.000Z', usageLimit: 500, usedCount: 120, pausedAt: '2026-11-01T10:00:00.000Z', status: 'PAUSED' })];
export const POOLS = [makePool(), makePool({ offeringId: 9, offering: 'giftgully-flat-250', offerTitle: '₹250 gift card', brand: 'GiftGully', cardType: true, free: 900, handedOut: 100, handedOutLast7Days: 7, lowStockBelow: 50, lowStock: false })];

/** The refusal of a pool file with bad lines, as the API answers it. */
export const refusedPoolFile = () =>
  jsonResponse(400, {
    success: false,
    systemErrorCode: 'TP400',
    responseMessage: 'Bad request: line 5 code: is empty',
    userMessage: 'Nothing was loaded: 2 lines have problems. Fix them and upload the file again.',
    details: [
      { path: 'line 5', message: 'code: is empty' },
      { path: 'line 7', message: 'code HB30-0001 is listed twice (first on line 3)' },
    ],
  });

export function codesServer(overrides: Record<string, Responder> = {}): Responder {
  return byPath({
    '/nc/admin/v1/codes': (request) => (request.method === 'GET' ? ok({ codes: CODES, total: CODES.length }) : jsonResponse(201, { success: true, data: makeCode({ code: 'SPRING25' }) })),
    '/nc/admin/v1/codes/WELCOME100/pause': () => ok(makeCode({ pausedAt: '2026-11-20T10:00:00.000Z', status: 'PAUSED' })),
    '/nc/admin/v1/codes/FESTIVE20/resume': () => ok(makeCode({ code: 'FESTIVE20', status: 'LIVE' })),
    '/nc/admin/v1/store-codes': () => ok({ codes: [{ partner: 'MORE_REWARDS', code: 'DIAMONDCLUB', name: 'Diamond Club in-store sign-up', startsAt: null, endsAt: null, claims: 42, pausedAt: null, status: 'LIVE' }], total: 1 }),
    '/nc/admin/v1/pools': () => ok({ pools: POOLS }),
    '/nc/admin/v1/pools/7/upload': () => ok({ added: 3, pool: makePool({ free: 15 }) }),
    '/nc/admin/v1/pools/9/upload': () => ok({ added: 2, pool: makePool({ offeringId: 9, free: 902 }) }),
    '/nc/admin/v1/enrolments/SHOPPERS_STOP/upload': () => ok({ partner: 'SHOPPERS_STOP', mobiles: 3, added: 2, alreadyEnrolled: 1, duplicates: 0 }),
    ...overrides,
  });
}

export const refused = (status: number, code: string, message: string, details?: { path: string; message: string }[]) =>
  jsonResponse(status, { success: false, systemErrorCode: code, responseMessage: message, userMessage: message, ...(details ? { details } : {}) });

export { errorResponse };
