// What the start of a social login must remember until its callback: the provider, state, nonce,
// PKCE code verifier and the login's origin. It travels in the browser as an encrypted, 10-minute
// HttpOnly cookie (nothing is stored on the server, so any API instance can finish the login), is
// scoped to the callback paths, and is SameSite=Lax because the provider sends the browser back
// with a cross-site top-level GET, which a Strict cookie would not go along with.
import { hkdfSync } from 'node:crypto';
import type { LoginOrigin } from '@rewards/api-contract';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { isSocialProvider, type SocialProviderId } from './provider-config';

export const SOCIAL_STATE_COOKIE = 'rp_social';
export const SOCIAL_STATE_TTL_SECONDS = 600;
const COOKIE_PATH = '/nc/um/social/';

export interface SocialLoginState {
  provider: SocialProviderId;
  state: string;
  nonce: string;
  codeVerifier: string;
  origin: LoginOrigin;
}

const ORIGINS: readonly string[] = ['LOGIN', 'TRIAL'];

export function socialStateCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, secure: true, sameSite: 'lax', path: COOKIE_PATH, maxAge: maxAgeSeconds } as const;
}

export class SocialStateSealer {
  private readonly key: Uint8Array;

  constructor(
    authSecret: string,
    private readonly now: () => Date,
  ) {
    this.key = new Uint8Array(hkdfSync('sha256', authSecret, 'rewards-api-auth', 'social-login-state', 32));
  }

  seal(state: SocialLoginState): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new EncryptJWT({ ...state })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SOCIAL_STATE_TTL_SECONDS)
      .encrypt(this.key);
  }

  /** The state in the cookie, or undefined when it is missing, tampered with, expired or not for this provider. */
  async open(cookie: string | undefined, provider: SocialProviderId): Promise<SocialLoginState | undefined> {
    if (!cookie) return undefined;
    try {
      const { payload } = await jwtDecrypt(cookie, this.key, { currentDate: this.now(), requiredClaims: ['exp'] });
      const { provider: sealedProvider, state, nonce, codeVerifier, origin } = payload;
      if (typeof sealedProvider !== 'string' || !isSocialProvider(sealedProvider) || sealedProvider !== provider) return undefined;
      if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string' || typeof origin !== 'string' || !ORIGINS.includes(origin)) return undefined;
      return { provider: sealedProvider, state, nonce, codeVerifier, origin: origin as LoginOrigin };
    } catch {
      return undefined;
    }
  }
}
