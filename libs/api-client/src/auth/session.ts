// What the data layer needs from the session, which lives in @rewards/auth (a feature this lib may
// not import). The shell passes the session store, which implements this port.
import type { RenewTokenResponse } from '@rewards/api-contract';

export type RenewResult = RenewTokenResponse['data'];

/**
 * Why renewal gave up on the session (spec §4, token renewal):
 * - `renew-error`: the refresh token is not valid (expired, revoked, reused): log out, set the
 *   renew-error flag, go to /login;
 * - `renew-failed`: the server failed the renewal 1 + 3 times: log out and go to /login;
 * - `blocked`: the user is blocked (TP401): set the blocked flag; a guest goes to /login,
 *   anyone else is logged out.
 */
export type SessionEndReason = 'renew-error' | 'renew-failed' | 'blocked';

export interface SessionPort {
  /** The current access token, if any; read on every call. */
  getAccessToken(): string | undefined;
  /**
   * While a member's page (rendered for them by the server) waits for its first token: the token when
   * it arrives, or undefined when the session ends instead. Undefined when nothing is pending.
   */
  tokenPending?(): Promise<string | undefined> | undefined;
  /** The member's mobile, sent as the `mobile` header with the token. */
  getMobile(): string | undefined;
  /** A renewal succeeded (in this tab). */
  onRenewed(result: RenewResult): void;
  /** Renewal cannot continue. */
  onSessionEnded(reason: SessionEndReason): void;
  /** Renewal kept answering "bad request" (TP400): the page must reload. */
  onReloadNeeded(): void;
}
