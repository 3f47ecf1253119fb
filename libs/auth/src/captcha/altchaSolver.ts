// Solves an ALTCHA challenge in the page, without the widget (the "invisible" captcha). Loaded on
// demand by the browser captcha services, so altcha-lib is not in the first bundle.
import type { AltchaChallenge } from '@rewards/api-contract';
import { solveChallenge, type Challenge, type DeriveKeyFunction, type Solution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';

/** Invisible solving gives up after this long; the server then answers 413 and the widget takes over. */
export const INVISIBLE_SOLVE_TIMEOUT_MS = 20_000;

/**
 * The WebCrypto key derivation for a challenge's algorithm. ARGON2ID and SCRYPT have no WebCrypto
 * implementation (they need workers), so they are not solved invisibly.
 */
export function deriveKeyFor(algorithm: string): DeriveKeyFunction | undefined {
  if (['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'].includes(algorithm)) return pbkdf2;
  if (['SHA-256', 'SHA-384', 'SHA-512'].includes(algorithm)) return sha;
  return undefined;
}

/**
 * The payload exactly as the ALTCHA widget (v3) submits it: base64 of the JSON
 * `{ challenge: { parameters, signature }, solution }` (see the widget's `verify()`).
 */
export function encodeAltchaPayload(challenge: AltchaChallenge, solution: Solution): string {
  const json = JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
  // btoa takes Latin-1 only; the JSON is ASCII unless challenge data holds other characters.
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

/** The payload to send as `verificationToken`, or null when the challenge cannot be solved here. */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string | null> {
  const deriveKey = deriveKeyFor(challenge.parameters.algorithm);
  if (!deriveKey) return null;
  const controller = new AbortController();
  if (options.signal?.aborted) return null;
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    controller,
    timeout: options.timeoutMs ?? INVISIBLE_SOLVE_TIMEOUT_MS,
  });
  return solution ? encodeAltchaPayload(challenge, solution) : null;
}
