// Short-lived access tokens: HS256 JWTs naming the account (sub), the session family (sid) and the
// login type (lt). They are checked against the family on every call, so revocation is immediate.
import type { LoginType } from '@rewards/api-contract';
import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { expiredAccessToken, invalidToken } from '../../shared/auth-refusals';

export interface AccessClaims {
  ssoId: string;
  familyId: string;
  loginType: LoginType;
}

const ISSUER = 'rewards-api';
const AUDIENCE = 'rewards-sites';

export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** A token for `claims` that lives `ttlSeconds` (the configured life by default). */
  async issue(claims: AccessClaims, ttlSeconds = this.ttlSeconds): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: claims.familyId, lt: claims.loginType })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.ssoId)
      .setJti(randomBytes(12).toString('base64url'))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token; TPJWT401 when it has expired, TPJWT400 for anything else wrong. */
  async verify(token: string): Promise<AccessClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'sid', 'lt'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw expiredAccessToken();
      throw invalidToken('The access token is not valid');
    }
    const { sub, sid, lt } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || (lt !== 'SSO' && lt !== 'GUEST')) {
      throw invalidToken('The access token is not valid');
    }
    return { ssoId: sub, familyId: sid, loginType: lt };
  }
}
