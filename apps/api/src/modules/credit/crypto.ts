// The credit check's secrets. The PAN is sealed with AES-256-GCM (only the bureau call reads it
// back) and the bureau's code is kept as a keyed HMAC exactly as login codes are, each under its own
// key from AUTH_SECRET through HKDF: a salt and purposes no auth key uses, so a login code's hash
// can never match a credit code's and the PAN key signs nothing else.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { OtpHasher } from '../../shared/one-time-codes';

export interface CreditKeys {
  codeHmac: Buffer;
  panEncryption: Buffer;
}

export function deriveCreditKeys(secret: string): CreditKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'rewards-api-credit', purpose, 32));
  return { codeHmac: derive('credit-code-hmac'), panEncryption: derive('credit-pan-aes-256-gcm') };
}

/** Hashes a code bound to its check's id (`hash(checkId, code)`), so a hash never matches another check's code. */
export function creditCodeHasher(keys: CreditKeys): OtpHasher {
  return new OtpHasher(keys.codeHmac);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals PANs: a fresh 96-bit IV per call, the sealed text `base64url(iv ‖ tag ‖ ciphertext)`. The
 * member's id is authenticated data, so a sealed PAN copied to another member's row does not open.
 */
export class PanVault {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  }

  seal(pan: string, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(associatedData(userId));
    const text = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
  }

  /** The PAN; throws when the sealed text was altered, belongs to another member or another key. */
  open(sealed: string, userId: number): string {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('the sealed PAN is too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(userId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

function associatedData(userId: number): Buffer {
  return Buffer.from(`credit-check-pan:v1:${userId}`);
}
