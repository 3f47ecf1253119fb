// The secrets of the login flow. Nothing here is stored readable: codes become keyed HMACs (a
// six-digit code has too little entropy for a plain hash), tickets and refresh tokens SHA-256
// hashes (they are 256-bit random), and every key comes from AUTH_SECRET through HKDF, one per use.
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@rewards/api-contract';

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

export const OTP_FORMAT = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A uniformly random code, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export class OtpHasher {
  constructor(private readonly key: Buffer) {}

  /** Bound to the mobile, so one stored hash never matches the same code sent to another number. */
  hash(mobile: string, code: string): string {
    return this.digest(mobile, code).toString('hex');
  }

  matches(mobile: string, code: string, storedHash: string): boolean {
    return constantTimeEqual(this.digest(mobile, code), Buffer.from(storedHash, 'hex'));
  }

  private digest(mobile: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`${mobile}:${code}`).digest();
  }
}

export function constantTimeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function constantTimeEqualText(a: string, b: string): boolean {
  return constantTimeEqual(Buffer.from(a), Buffer.from(b));
}

/** 256 random bits, URL-safe: tickets and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The public account id. */
export function newSsoId(): string {
  return `sso_${randomBytes(15).toString('base64url')}`;
}

/** A session family's id (also the access token's `sid`). */
export function newFamilyId(): string {
  return randomBytes(16).toString('base64url');
}
