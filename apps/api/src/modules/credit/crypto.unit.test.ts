import { describe, expect, it } from 'vitest';
import { OtpHasher } from '../../shared/one-time-codes';
import { deriveAuthKeys } from '../auth';
import { PanVault, creditCodeHasher, deriveCreditKeys } from './crypto';

const SECRET = 'test-auth-secret-0123456789abcdef0123456789';
const keys = deriveCreditKeys(SECRET);
const vault = new PanVault(keys.panEncryption);

describe('the sealed PAN', () => {
  it('opens to the PAN it sealed, for the member it was sealed for', () => {
    const sealed = vault.seal('ABCPE1234F', 42);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(vault.open(sealed, 42)).toBe('ABCPE1234F');
  });

  it('differs on every call and never holds the PAN or its parts', () => {
    const sealed = Array.from({ length: 20 }, () => vault.seal('ABCPE1234F', 42));
    expect(new Set(sealed).size).toBe(20);
    for (const text of sealed) {
      for (const part of ['ABCPE1234F', 'ABCPE', '1234']) {
        expect(text).not.toContain(part);
        expect(Buffer.from(text, 'base64url').toString('latin1')).not.toContain(part);
      }
    }
  });

  it('does not open for another member, under another secret, or once altered', () => {
    const sealed = vault.seal('ABCPE1234F', 42);
    expect(() => vault.open(sealed, 43)).toThrow();
    expect(() => new PanVault(deriveCreditKeys(`${SECRET}-other`).panEncryption).open(sealed, 42)).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    expect(() => vault.open(bytes.toString('base64url'), 42)).toThrow();
    expect(() => vault.open('c2hvcnQ', 42)).toThrow(/too short/);
  });
});

describe('the bureau code hash', () => {
  const checkId = '6f1c2a52-54a4-4c1e-9d2b-3c1f4f0f8a11';

  it('is a keyed HMAC bound to the check, as login codes are', () => {
    const hasher = creditCodeHasher(keys);
    const hash = hasher.hash(checkId, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.matches(checkId, '123456', hash)).toBe(true);
    expect(hasher.matches(checkId, '123457', hash)).toBe(false);
    expect(hasher.matches('another-check', '123456', hash)).toBe(false);
  });

  it('is under its own key: a login code hash of the same text never matches', () => {
    const login = new OtpHasher(deriveAuthKeys(SECRET).otpHmac);
    const credit = creditCodeHasher(keys);
    expect(credit.hash(checkId, '123456')).not.toBe(login.hash(checkId, '123456'));
    expect(credit.matches('9876543210', '123456', login.hash('9876543210', '123456'))).toBe(false);
    expect(keys.codeHmac.equals(keys.panEncryption)).toBe(false);
  });
});
