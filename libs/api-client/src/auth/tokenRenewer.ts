// One token renewal at a time, however many calls fail at once, in this tab and across tabs.
//
// Why both: inside a tab, 20 calls that all meet an expired token must cause one renewal, not 20.
// Across tabs, the refresh token is rotated on every renewal and presenting a rotated one revokes
// the whole family, so two tabs must never renew with the same cookie at the same time. A Web Lock
// serialises renewals between tabs; the tab that waited then finds that the token it failed with
// was already replaced (the session store shares new tokens between tabs) and skips its own.
import { SERVICE_CODES } from '@rewards/api-contract';
import { AB_TEST_HEADER, storedAbTest } from '../middleware/abTestHeader';
import { newRequestId } from '../middleware/commonParams';
import { browserDeviceId } from '../middleware/deviceId';
import type { RenewResult, SessionPort } from './session';

export const RENEW_PATH = '/nc/um/auth/v1/token/renew';
/** Retries after the first failed attempt (spec §9: token renew retries 3). */
export const RENEW_RETRIES = 3;
const LOCK_NAME = 'rewards-token-renewal';

/** The part of `navigator.locks` used here; absent in old browsers and in jsdom. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRenewerOptions {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  session: SessionPort;
  /** Query parameters every call carries (`cid`, `pid`). */
  query?: Record<string, string>;
  /** Defaults to `navigator.locks` when the browser has it. */
  locks?: LockManagerLike;
}

export interface TokenRenewer {
  /**
   * A fresh access token to replace `staleToken` (the one a call failed with), or null when the
   * session cannot be renewed (the session has been told why).
   */
  renew(staleToken: string | undefined): Promise<string | null>;
}

type Attempt =
  | { kind: 'ok'; result: RenewResult }
  | { kind: 'retry-server' }
  | { kind: 'retry-bad-request' }
  | { kind: 'blocked' }
  | { kind: 'invalid' }
  | { kind: 'network' };

export function createTokenRenewer(options: TokenRenewerOptions): TokenRenewer {
  const { session } = options;
  const locks = options.locks ?? defaultLocks();
  let inFlight: Promise<string | null> | null = null;

  async function attempt(): Promise<Attempt> {
    const url = new URL(`${options.baseUrl.replace(/\/$/, '')}${RENEW_PATH}`, globalThis.location?.href ?? 'http://localhost');
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    // Like every other call (spec §7): a request id, the device id when known, the A/B test value.
    url.searchParams.set('rid', newRequestId());
    const device = browserDeviceId();
    if (device) url.searchParams.set('deviceId', device);
    let response: Response;
    try {
      response = await options.fetch(url.toString(), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', [AB_TEST_HEADER]: storedAbTest() },
        body: JSON.stringify({ country: 'IN', platform: 'WEB' }),
        // The rotation must land even when the member moves to another page mid-renewal: an aborted
        // answer would leave the browser with the spent token, and spending it again revokes the
        // session. A keepalive request finishes, and its new cookie is stored, after the page goes.
        keepalive: true,
      });
    } catch {
      return { kind: 'network' };
    }
    const body = (await response.json().catch(() => undefined)) as
      | { data?: RenewResult; systemErrorCode?: string }
      | undefined;
    if (response.ok && body?.data?.accessToken) return { kind: 'ok', result: body.data };
    const code = body?.systemErrorCode;
    if (code === SERVICE_CODES.userBlocked) return { kind: 'blocked' };
    if (code === SERVICE_CODES.badRequest) return { kind: 'retry-bad-request' };
    if (response.status >= 500 || code === SERVICE_CODES.renewServerError) return { kind: 'retry-server' };
    return { kind: 'invalid' };
  }

  async function renewNow(staleToken: string | undefined): Promise<string | null> {
    // Another tab, or a renewal that finished while this call was in the air, already replaced
    // the token this call failed with: use that one.
    const current = session.getAccessToken();
    if (current && current !== staleToken) return current;

    let last: Attempt = { kind: 'network' };
    for (let tries = 0; tries <= RENEW_RETRIES; tries += 1) {
      last = await attempt();
      if (last.kind === 'ok') {
        session.onRenewed(last.result);
        return last.result.accessToken;
      }
      if (last.kind === 'blocked') {
        session.onSessionEnded('blocked');
        return null;
      }
      if (last.kind === 'invalid') {
        session.onSessionEnded('renew-error');
        return null;
      }
    }
    if (last.kind === 'retry-server') session.onSessionEnded('renew-failed');
    else if (last.kind === 'retry-bad-request') session.onReloadNeeded();
    // A network failure ends nothing: the member may be offline, and the call fails as it is.
    return null;
  }

  return {
    renew(staleToken) {
      inFlight ??= (locks ? locks.request(LOCK_NAME, () => renewNow(staleToken)) : renewNow(staleToken)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

function defaultLocks(): LockManagerLike | undefined {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return undefined;
  return { request: <T,>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T> };
}
