// @vitest-environment node
// Runs in Node (WebCrypto is global there) against altcha-lib's own server-side verifier, so the
// payload this page sends is proven to be one the server accepts.
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as nodeSha } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import type { AltchaChallenge } from '@rewards/api-contract';
import { deriveKeyFor, solveAltchaChallenge } from './altchaSolver';

const secrets = { hmacSignatureSecret: 'test-signature-secret', hmacKeySignatureSecret: 'test-key-secret' };

async function serverChallenge(algorithm: string, deriveKey: typeof nodePbkdf2, cost: number): Promise<AltchaChallenge> {
  const challenge = await createChallenge({ algorithm, cost, counter: 40, deriveKey, ...secrets });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } };
}

describe('solveAltchaChallenge', () => {
  it.each([
    ['PBKDF2/SHA-256', nodePbkdf2, 500],
    ['PBKDF2/SHA-512', nodePbkdf2, 200],
    ['SHA-256', nodeSha, 10],
  ] as const)('solves %s with WebCrypto into a payload the server verifies', async (algorithm, deriveKey, cost) => {
    const challenge = await serverChallenge(algorithm, deriveKey, cost);
    const payload = await solveAltchaChallenge(challenge);
    expect(payload).toEqual(expect.any(String));
    const decoded = decode(payload ?? '');
    expect(Object.keys(decoded)).toEqual(['challenge', 'solution']);
    expect(decoded.challenge).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
    expect(decoded.solution.counter).toBe(40);
    const result = await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });

  it('gives up (null) on an algorithm WebCrypto cannot derive', async () => {
    const challenge = await serverChallenge('PBKDF2/SHA-256', nodePbkdf2, 10);
    expect(await solveAltchaChallenge({ ...challenge, parameters: { ...challenge.parameters, algorithm: 'ARGON2ID' } })).toBeNull();
  });

  it('gives up (null) when aborted', async () => {
    const challenge = await serverChallenge('PBKDF2/SHA-256', nodePbkdf2, 10);
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltchaChallenge(challenge, { signal: controller.signal })).toBeNull();
  });
});

describe('deriveKeyFor', () => {
  it.each([
    ['PBKDF2/SHA-256', true],
    ['PBKDF2/SHA-384', true],
    ['SHA-512', true],
    ['ARGON2ID', false],
    ['SCRYPT', false],
    ['sha-256', false],
  ])('%s → %s', (algorithm, supported) => {
    expect(deriveKeyFor(algorithm) !== undefined).toBe(supported);
  });
});
