// ALTCHA proof-of-work, verified here (no third party sees the visitor). A challenge is signed with
// an HMAC key and expires after a few minutes; the solution is the counter whose SHA-256 key the
// challenge names, so the browser hashes on average half the counter range (well under a second),
// while checking costs one HMAC. A solved challenge is spent in the database, so it works once
// across every API instance.
import type { CaptchaChallenge } from '@rewards/api-contract';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaPort } from './port';

export const ALTCHA_ALGORITHM = 'SHA-256';
/** The secret counter's range: 5k–15k SHA-256 hashes, a few hundred milliseconds on a phone. */
export const ALTCHA_COUNTER_MIN = 5_000;
export const ALTCHA_COUNTER_MAX = 15_000;
export const ALTCHA_TTL_SECONDS = 300;

/** Remembers solved challenges until they expire; false when `id` was already spent. */
export interface SpentChallenges {
  spend(id: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaOptions {
  signatureSecret: string;
  keySignatureSecret: string;
  spent: SpentChallenges;
  /** Wall clock for expiry; altcha-lib checks expiry against the real time, so this defaults to it. */
  now?: () => number;
}

/** The widget's payload: base64 of JSON `{ challenge: { parameters, signature }, solution: { counter, derivedKey, time? } }`. */
export function decodeAltchaPayload(token: string): { challenge: Challenge; solution: Solution } | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return undefined;
  const { challenge, solution } = decoded;
  if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return undefined;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
  return {
    challenge: { parameters: challenge.parameters as unknown as Challenge['parameters'], signature: challenge.signature },
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
}

/** What the browser posts: the same encoding the ALTCHA widget produces. */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

export class AltchaCaptcha implements CaptchaPort {
  private readonly now: () => number;

  constructor(private readonly options: AltchaOptions) {
    this.now = options.now ?? Date.now;
  }

  async challenge(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: 1,
      counter: randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + ALTCHA_TTL_SECONDS,
      hmacSignatureSecret: this.options.signatureSecret,
      hmacKeySignatureSecret: this.options.keySignatureSecret,
    });
    // createChallenge leaves unused optional parameters as undefined keys; the answer omits them.
    const parameters = Object.fromEntries(Object.entries(challenge.parameters).filter(([, value]) => value !== undefined));
    return {
      provider: 'altcha',
      altcha: { parameters: parameters as typeof challenge.parameters, signature: challenge.signature ?? '' },
    };
  }

  async verify(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const payload = decodeAltchaPayload(token);
    if (!payload?.challenge.signature) return false;
    const { parameters } = payload.challenge;
    // Only challenges of our own shape: the signature covers them, this keeps the error path short.
    if (parameters.algorithm !== ALTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number') return false;
    if (parameters.expiresAt * 1000 <= this.now()) return false;
    let verified: boolean;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.signatureSecret,
        hmacKeySignatureSecret: this.options.keySignatureSecret,
      });
      verified = result.verified;
    } catch {
      return false;
    }
    if (!verified) return false;
    return this.options.spent.spend(payload.challenge.signature, new Date(parameters.expiresAt * 1000));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
