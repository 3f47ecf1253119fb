// What the start of a staff sign-in must remember until its callback: state, nonce, the PKCE code
// verifier and the console path to return to. It travels in the browser as an encrypted, 10-minute
// HttpOnly cookie (nothing is kept on the server, so any API instance can finish the sign-in), scoped
// to the sign-in's own paths, and SameSite=Lax because the company's provider sends the browser back
// with a cross-site top-level GET, which a Strict cookie would not go along with.
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export const STAFF_SIGN_IN_STATE_COOKIE = 'rp_staff_signin';
export const STAFF_SIGN_IN_STATE_TTL_SECONDS = 600;
const COOKIE_PATH = '/nc/admin/v1/auth/';

export interface StaffSignInState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A console path (`/students`), checked by `consoleReturnPath` before it was sealed. */
  returnTo: string;
}

export function staffSignInStateCookieOptions(maxAgeSeconds: number, secure: boolean) {
  return { httpOnly: true, secure, sameSite: 'lax', path: COOKIE_PATH, maxAge: maxAgeSeconds } as const;
}

export class StaffSignInStateSealer {
  private readonly key: Uint8Array;

  constructor(
    authSecret: string,
    private readonly now: () => Date,
  ) {
    this.key = new Uint8Array(hkdfSync('sha256', authSecret, 'rewards-api-auth', 'staff-sign-in-state', 32));
  }

  seal(state: StaffSignInState): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new EncryptJWT({ ...state })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + STAFF_SIGN_IN_STATE_TTL_SECONDS)
      .encrypt(this.key);
  }

  /** The state in the cookie, or undefined when it is missing, tampered with or expired. */
  async open(cookie: string | undefined): Promise<StaffSignInState | undefined> {
    if (!cookie || cookie.length > 4096) return undefined;
    try {
      const { payload } = await jwtDecrypt(cookie, this.key, { currentDate: this.now(), requiredClaims: ['exp'] });
      const { state, nonce, codeVerifier, returnTo } = payload;
      if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string' || typeof returnTo !== 'string') return undefined;
      return { state, nonce, codeVerifier, returnTo: consoleReturnPath(returnTo) };
    } catch {
      return undefined;
    }
  }
}

/**
 * Where the console may send a signed-in staff member: a path of its own, starting with one '/'
 * (never '//host' or '/\host', which browsers read as another site, nor a scheme or control
 * characters). Anything else is the console's home, '/'.
 */
export function consoleReturnPath(raw: string | undefined): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  try {
    // the browser resolves it against the console's origin: it must stay there
    const base = 'https://console.invalid';
    const url = new URL(raw, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
