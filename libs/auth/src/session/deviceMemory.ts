// What the device remembers between pages and visits, none of it secret:
// - pre-login details (spec §3): the mobile a guest started with, for the logo rule; the home page
//   clears them on load;
// - single sign-on data: the mobile of the last verified login on this device, so a returning
//   visitor is asked to confirm it (CONFIRM_MOBILE) instead of typing it again;
// - the paid order: the order this tab last saw paid, so the login after it shows the payment's
//   success (spec §4, "primeProfile 5 with a matching stored order id").
import type { PreLoginDetails } from '@rewards/api-contract';

const PRE_LOGIN_KEY = 'rp_pre_login';
const SSO_KEY = 'rp_sso';
const PAID_ORDER_KEY = 'rp_paid_order';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(kind: 'local' | 'session'): KeyValueStorage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readJson<T>(store: KeyValueStorage | undefined, key: string): T | undefined {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function savePreLoginDetails(details: PreLoginDetails, store = storage('session')): void {
  store?.setItem(PRE_LOGIN_KEY, JSON.stringify(details));
}

export function readPreLoginDetails(store = storage('session')): PreLoginDetails | undefined {
  return readJson<PreLoginDetails>(store, PRE_LOGIN_KEY);
}

export function clearPreLoginDetails(store = storage('session')): void {
  store?.removeItem(PRE_LOGIN_KEY);
}

export interface SsoData {
  mobile: string;
}

export function saveSsoData(data: SsoData, store = storage('local')): void {
  store?.setItem(SSO_KEY, JSON.stringify(data));
}

export function readSsoData(store = storage('local')): SsoData | undefined {
  const data = readJson<SsoData>(store, SSO_KEY);
  return data && typeof data.mobile === 'string' ? data : undefined;
}

/** The payment confirmation remembers its paid order for the login that may follow it (this tab only). */
export function rememberPaidOrder(orderId: string, store = storage('session')): void {
  store?.setItem(PAID_ORDER_KEY, orderId);
}

export function readPaidOrder(store = storage('session')): string | undefined {
  try {
    return store?.getItem(PAID_ORDER_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Its success was shown: it is not shown again. */
export function forgetPaidOrder(store = storage('session')): void {
  store?.removeItem(PAID_ORDER_KEY);
}
