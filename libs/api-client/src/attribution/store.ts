import {
  ATTRIBUTION_WINDOW_MS,
  attributionParams,
  decodeRecord,
  encodeRecord,
  recordTouch,
  touchOf,
  type AttributionParams,
  type AttributionRecord,
} from './rules';

/** Where the browser keeps the visit's attribution (base64 JSON with its expiry, spec §9). */
export const ATTRIBUTION_KEY = 'rp_attribution';
/** The affiliate network's click (id and security token), base64 JSON with its expiry. */
export const AFFILIATE_CLICK_KEY = 'rp_affiliate_click';
/** Order ids whose purchase has been reported to the affiliate network from this browser. */
export const AFFILIATE_REPORTED_KEY = 'rp_affiliate_reported';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: attribution falls back to DIRECT
  }
}

export interface Landing {
  /** `location.search` of the page the visitor landed on. */
  search: string;
  /** `document.referrer`. */
  referrer: string;
  /** `location.host` of the site. */
  ownHost: string;
}

/**
 * Records a landing (a page load, not an in-app navigation): the touch it makes, and an affiliate
 * click id arriving in the URL. Called once per page load in the browser.
 */
export function captureLanding(landing: Landing, now = Date.now(), storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const record = decodeRecord(storage.getItem(ATTRIBUTION_KEY));
  const live = record && record.expiresAt > now ? record : null;
  const touch = touchOf({ ...landing, ownHostCounts: live === null });
  const next = recordTouch(live, touch, now);
  if (next) storage.setItem(ATTRIBUTION_KEY, encodeRecord(next));
  else if (record) storage.removeItem(ATTRIBUTION_KEY);
  const params = new URLSearchParams(landing.search);
  const clickId = params.get('click_id')?.trim();
  if (clickId) {
    const securityToken = params.get('security_token')?.trim() || null;
    const click: AffiliateClick = { clickId: clickId.slice(0, 128), securityToken: securityToken?.slice(0, 256) ?? null, expiresAt: now + ATTRIBUTION_WINDOW_MS };
    storage.setItem(AFFILIATE_CLICK_KEY, btoa(JSON.stringify(click)));
  }
}

/** The attribution trials, orders and claims send now. */
export function readAttribution(now = Date.now(), storage: Storage | null = browserStorage()): AttributionParams {
  return attributionParams(decodeRecord(storage?.getItem(ATTRIBUTION_KEY) ?? null), now);
}

/** The stored record itself (analytics reads the first-touch source from it). */
export function readAttributionRecord(now = Date.now(), storage: Storage | null = browserStorage()): AttributionRecord | null {
  const record = decodeRecord(storage?.getItem(ATTRIBUTION_KEY) ?? null);
  return record && record.expiresAt > now ? record : null;
}

export interface AffiliateClick {
  clickId: string;
  securityToken: string | null;
  expiresAt: number;
}

export function readAffiliateClick(now = Date.now(), storage: Storage | null = browserStorage()): AffiliateClick | null {
  const stored = storage?.getItem(AFFILIATE_CLICK_KEY);
  if (!stored) return null;
  try {
    const click = JSON.parse(atob(stored)) as Partial<AffiliateClick>;
    if (typeof click.clickId !== 'string' || !click.clickId || typeof click.expiresAt !== 'number' || click.expiresAt <= now) return null;
    return { clickId: click.clickId, securityToken: typeof click.securityToken === 'string' ? click.securityToken : null, expiresAt: click.expiresAt };
  } catch {
    return null;
  }
}

export interface CashbackReporter {
  affiliateCashback(params: { clickId: string; securityToken?: string; orderId: string; saleAmount: number; couponCode?: string }): Promise<boolean>;
}

/**
 * After a paid order (spec §7): reports it to the affiliate network once, when the visit came with a
 * click id. Runs only with an order id; forgets the click id when the answer's success is 1; any
 * failure is ignored (the purchase itself is done). An order already reported from this browser is
 * not reported again (a reload of the confirmation).
 */
export async function reportAffiliatePurchase(
  reporter: CashbackReporter,
  order: { orderId: string | null | undefined; saleAmount: number; couponCode?: string | null },
  now = Date.now(),
  storage: Storage | null = browserStorage(),
): Promise<'reported' | 'refused' | 'skipped'> {
  if (!order.orderId || !storage) return 'skipped';
  const click = readAffiliateClick(now, storage);
  if (!click) return 'skipped';
  const reported = new Set((storage.getItem(AFFILIATE_REPORTED_KEY) ?? '').split(',').filter(Boolean));
  if (reported.has(order.orderId)) return 'skipped';
  reported.add(order.orderId);
  storage.setItem(AFFILIATE_REPORTED_KEY, [...reported].slice(-20).join(','));
  try {
    const success = await reporter.affiliateCashback({
      clickId: click.clickId,
      ...(click.securityToken ? { securityToken: click.securityToken } : {}),
      orderId: order.orderId,
      saleAmount: order.saleAmount,
      ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    });
    if (!success) return 'refused';
    storage.removeItem(AFFILIATE_CLICK_KEY);
    return 'reported';
  } catch {
    return 'refused';
  }
}
