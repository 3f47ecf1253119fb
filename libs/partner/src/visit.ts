// What the address a visit arrived with says about the visit (spec §2 "Query parameters seen"):
// `merchantId` (the channel replacing TIMES_PRIME), `app` (the page is open inside the member's
// mobile app) and `isDarkModeEnabled` (the app's dark mode). Each holds for the rest of the tab's
// visit, so the app's first link decides what the pages after it look like. Pure rules over the
// storage they are given; the shell reads them once per page load (startApp).
import { coreSite, partnerSites } from './sites';

/** sessionStorage: the visit's merchant id and in-app flag, for the tab (JSON). */
export const VISIT_STORAGE_KEY = 'rp_visit';

/**
 * A cookie, not sessionStorage: the server renders the first paint dark and cannot read storage. A
 * session cookie (no expiry), so it ends with the browser's session, like the app's webview.
 */
export const DARK_MODE_COOKIE = 'rp_dark_mode';

/** The class on `<html>`, next to the theme's, that switches a theme to its dark colours. */
export const DARK_MODE_CLASS = 'rp-dark';

export type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface VisitSettings {
  /** The channel replacing the partner's (core site only, see `visitPartner`); absent: the partner's own. */
  merchantId?: string;
  /** The page is open inside the member's mobile app: nothing offers the app. */
  inApp: boolean;
  /** The app asked for its dark mode. */
  darkMode: boolean;
}

interface StoredVisit {
  merchantId?: string;
  inApp?: boolean;
}

const MERCHANT_ID = /^[A-Za-z0-9_-]{2,40}$/;

/** The co-brand sites' channels: a merchant id never takes a co-brand's enrolment and claiming rules. */
const COBRAND_CHANNELS: ReadonlySet<string> = new Set(
  Object.values(partnerSites)
    .map((site) => site.channel.toUpperCase())
    .filter((channel) => channel !== coreSite.channel),
);

/** A `merchantId` the visit may take as its channel: letters, digits, `_` and `-`, 2 to 40, never a co-brand's channel. */
export function merchantIdOf(raw: string | null | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (!MERCHANT_ID.test(value) || COBRAND_CHANNELS.has(value.toUpperCase())) return undefined;
  return value;
}

/** `app=true`, `1`, `android` or `ios`: in the app; `app=false` or `0`: not; anything else says nothing. */
function appParam(raw: string | null): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (value === 'true' || value === '1' || value === 'android' || value === 'ios') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** `isDarkModeEnabled=true` or `false`; anything else says nothing. */
function darkModeParam(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('isDarkModeEnabled')?.trim().toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** One cookie's value from a `Cookie` header or `document.cookie` (the server's render and the browser read it alike). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function readStored(storage: VisitStorage | null): StoredVisit {
  try {
    const value = JSON.parse(storage?.getItem(VISIT_STORAGE_KEY) ?? '{}') as StoredVisit | null;
    return {
      ...(typeof value?.merchantId === 'string' && merchantIdOf(value.merchantId) ? { merchantId: value.merchantId } : {}),
      ...(value?.inApp === true ? { inApp: true } : {}),
    };
  } catch {
    // unreadable or refused storage: the visit is an ordinary one
    return {};
  }
}

/**
 * Dark mode, on the server and in the browser alike: the address's `isDarkModeEnabled` when it has
 * one, else the cookie an earlier page of the visit set (so both render the same first paint).
 */
export function darkModeOf(search: string, cookie: string | undefined): boolean {
  return darkModeParam(search) ?? readCookie(cookie, DARK_MODE_COOKIE) === '1';
}

/** The cookie to write when the address sets or clears dark mode (`document.cookie = …`), else undefined. */
export function darkModeCookieUpdate(search: string): string | undefined {
  const dark = darkModeParam(search);
  if (dark === undefined) return undefined;
  return `${DARK_MODE_COOKIE}=${dark ? '1' : '; max-age=0'}; path=/; samesite=lax`;
}

/** What the address's `app` parameter says: in the member's app, not, or (undefined) nothing. */
export function inAppParam(search: string): boolean | undefined {
  return appParam(new URLSearchParams(search).get('app'));
}

/** Whether this tab's visit is inside the member's app (what `visitSettings` stored); false without storage. */
export function inAppVisit(storage: VisitStorage | null): boolean {
  return readStored(storage).inApp === true;
}

/**
 * The visit's settings from the page's address and what earlier pages of the tab stored: a valid
 * `merchantId` or an `app` value in the address replaces the stored one (and is stored for the tab);
 * an invalid one is ignored. Dark mode comes from `darkModeOf` (the cookie, which the caller writes).
 */
export function visitSettings(search: string, storage: VisitStorage | null, cookie = ''): VisitSettings {
  const params = new URLSearchParams(search);
  const stored = readStored(storage);
  const merchantId = merchantIdOf(params.get('merchantId')) ?? stored.merchantId;
  const inApp = appParam(params.get('app')) ?? stored.inApp ?? false;
  const next: StoredVisit = { ...(merchantId ? { merchantId } : {}), ...(inApp ? { inApp } : {}) };
  if (next.merchantId !== stored.merchantId || next.inApp !== stored.inApp) {
    try {
      storage?.setItem(VISIT_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or refused: the setting holds for this page only
    }
  }
  return { ...(merchantId ? { merchantId } : {}), inApp, darkMode: darkModeOf(search, cookie) };
}

/**
 * The partner as this visit sees it: on the core site (channel TIMES_PRIME) a merchant id becomes the
 * channel of every call, order and ticket exchange; co-brand sites keep their own channel.
 */
export function visitPartner<P extends { channel: string }>(partner: P, visit: Pick<VisitSettings, 'merchantId'>): P {
  if (partner.channel !== coreSite.channel || !visit.merchantId) return partner;
  return { ...partner, channel: visit.merchantId };
}
