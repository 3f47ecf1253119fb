// The secrets of the login flow. Nothing here is stored readable: codes become keyed HMACs (a
// six-digit code has too little entropy for a plain hash; shared/one-time-codes), tickets and refresh
// tokens SHA-256 hashes (they are 256-bit random; shared/crypto), and every key comes from
// AUTH_SECRET through HKDF, one per use.
import { hkdfSync, randomBytes } from 'node:crypto';

export interface AuthKeys {
  otpHmac: Buffer;
  accessToken: Uint8Array;
  altchaSignature: string;
  altchaKeySignature: string;
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'rewards-api-auth', purpose, 32));
  return {
    otpHmac: derive('otp-hmac'),
    accessToken: new Uint8Array(derive('access-token-hs256')),
    altchaSignature: derive('altcha-challenge-signature').toString('hex'),
    altchaKeySignature: derive('altcha-key-signature').toString('hex'),
  };
}

/** The public account id. */
export function newSsoId(): string {
  return `sso_${randomBytes(15).toString('base64url')}`;
}

/** A session family's id (also the access token's `sid`). */
export function newFamilyId(): string {
  return randomBytes(16).toString('base64url');
}
