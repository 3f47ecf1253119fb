// Sessions: a ticket from a verified code becomes a family of refresh tokens (one login) and
// short-lived access tokens. Refresh tokens rotate on every renewal; presenting a rotated one again
// means it was copied, so the whole family is revoked. Every authenticated call checks the family,
// so logout and revocation take effect at once rather than when the access token expires.
import type { LoginOrigin, LoginResult, LoginType, RenewTokenResponse } from '@rewards/api-contract';
import { badRequest } from '../../http/errors';
import type { AccessTokens } from './access-tokens';
import { randomToken, sha256Hex } from '../../shared/crypto';
import { newFamilyId } from './crypto';
import { actionTypeOf } from './next-action';
import type { PartnerEnrolments } from './partner-enrolments';
import { invalidToken, userBlocked } from '../../shared/auth-refusals';
import type { ScheduledMemberships } from './scheduled-memberships';
import type { AuthRepository, FamilyRow, UserRow } from './repository';
import { isBlocked, viewAs } from './user-view';

const DAY_MS = 86_400_000;

export interface SessionDeps {
  repository: AuthRepository;
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
  /** On a co-brand channel the enrolment list decides whether the member reads as unclaimed (10). */
  partners: PartnerEnrolments;
  /** Memberships scheduled for later (card-linked): started when due, before the member is read. */
  scheduled: ScheduledMemberships;
  now: () => Date;
}

/** The caller of an authenticated operation. */
export interface AuthSession {
  user: UserRow;
  family: FamilyRow;
  loginType: LoginType;
}

export interface SessionStart {
  ticketId: string;
  loginType: LoginType;
  origin: LoginOrigin;
  channel: string | undefined;
}

/** What a handler answers plus the refresh token it sets as the cookie. */
export interface WithRefreshToken<T> {
  body: T;
  refreshToken: string;
}

export class SessionService {
  constructor(private readonly deps: SessionDeps) {}

  get refreshTokenMaxAgeSeconds(): number {
    return this.deps.refreshTokenTtlDays * 86_400;
  }

  /** Consumes the ticket and starts a session family. SSO logins also mark the code's mobile or email verified. */
  async start(input: SessionStart): Promise<WithRefreshToken<LoginResult>> {
    const { repository, accessTokens } = this.deps;
    const now = this.deps.now();
    const ticketHash = sha256Hex(input.ticketId);
    const started = await repository.transaction(async (tx) => {
      const ticket = await tx.consumeTicket(ticketHash, now);
      if (ticket === undefined) throw invalidToken('The ticket is unknown, used or expired');
      let user = await tx.findUserById(ticket.userId);
      if (!user) throw invalidToken('The ticket is unknown, used or expired');
      if (isBlocked(user)) throw userBlocked();
      // A guest session pays without joining, so only an SSO login turns the mobile (or the email
      // the code went to) into an account login.
      if (input.loginType === 'SSO') {
        if (ticket.identifierType === 'email' && !user.emailVerified) user = await tx.updateUser(user.id, { emailVerified: true, updatedAt: now });
        else if (ticket.identifierType === 'mobile' && !user.mobileVerified) user = await tx.updateUser(user.id, { mobileVerified: true, updatedAt: now });
      }
      const familyId = newFamilyId();
      await tx.insertFamily({ id: familyId, userId: user.id, loginType: input.loginType, ticketHash, channel: input.channel ?? null, createdAt: now });
      const refreshToken = await this.addRefreshToken(tx, familyId, now);
      return { user, familyId, refreshToken };
    });
    const { familyId, refreshToken } = started;
    const user = await this.withDueMembership(started.user, now);
    const viewed = await viewAs(user, { loginType: input.loginType, channel: input.channel, origin: input.origin, partners: this.deps.partners, now });
    const { action } = viewed;
    return {
      refreshToken,
      body: {
        accessToken: await accessTokens.issue({ ssoId: user.ssoId, familyId, loginType: input.loginType }),
        tokenType: 'Bearer',
        expiresIn: accessTokens.ttlSeconds,
        loginType: input.loginType,
        user: viewed.user,
        action,
        actionType: actionTypeOf(action),
      },
    };
  }

  /** `/nc/um/user/v1/login`: GUEST takes the ticket as sessionId, SSO as tempToken or sessionId. */
  startFromNewTokenRequest(body: { loginType: LoginType; sessionId?: string; tempToken?: string; origin: LoginOrigin; channel: string }) {
    const ticketId = body.loginType === 'SSO' ? (body.tempToken ?? body.sessionId) : body.sessionId;
    if (!ticketId) {
      const field = body.loginType === 'SSO' ? 'body/tempToken' : 'body/sessionId';
      throw badRequest([{ path: field, message: `is required for loginType ${body.loginType}` }]);
    }
    return this.start({ ticketId, loginType: body.loginType, origin: body.origin, channel: body.channel });
  }

  /** Who a ticket would start a session for (its mobile, else its email), without spending it: the GUEST captcha's identifier. */
  ticketHolder(ticketId: string): Promise<string | undefined> {
    return this.deps.repository.findTicketHolder(sha256Hex(ticketId), this.deps.now());
  }

  /**
   * Rotates the refresh token. Of two renewals with the same token only one can succeed (the
   * rotation is a conditional update); the other, like any reuse of a rotated token, revokes the family.
   */
  async renew(refreshToken: string | undefined): Promise<WithRefreshToken<RenewTokenResponse['data']>> {
    const { repository, accessTokens } = this.deps;
    if (!refreshToken) throw invalidToken('No refresh token cookie');
    const now = this.deps.now();
    const tokenHash = sha256Hex(refreshToken);
    // Revocation on reuse must commit, so outcomes are returned from the transaction and thrown after it.
    const outcome = await repository.transaction(async (tx) => {
      const familyId = await tx.rotateRefreshToken(tokenHash, now);
      if (familyId === undefined) {
        const known = await tx.findRefreshToken(tokenHash);
        if (known?.usedAt) {
          await tx.revokeFamily(known.familyId, now, 'refresh token reuse');
          return { error: invalidToken('The refresh token was already used: the session is revoked') };
        }
        return { error: invalidToken('The refresh token is unknown or expired') };
      }
      const session = await tx.findFamilyWithUser(familyId);
      // Blocking ends the member's sessions too: they are told they are blocked, not merely signed out.
      if (session && isBlocked(session.user)) return { error: userBlocked() };
      if (!session || session.family.revokedAt) return { error: invalidToken('The session was revoked') };
      await tx.pruneRefreshTokens(familyId, now);
      const next = await this.addRefreshToken(tx, familyId, now);
      return { session, refreshToken: next };
    });
    if ('error' in outcome) throw outcome.error;
    const { session } = outcome;
    const loginType = session.family.loginType as LoginType;
    return {
      refreshToken: outcome.refreshToken,
      body: {
        accessToken: await accessTokens.issue({ ssoId: session.user.ssoId, familyId: session.family.id, loginType }),
        tokenType: 'Bearer',
        expiresIn: accessTokens.ttlSeconds,
        loginType,
      },
    };
  }

  /**
   * A short-lived access token for the member whose refresh token this is, for one server render of
   * their page: the refresh token is only read (not rotated, and a rotated one revokes nothing here:
   * the browser's next renewal with it does that), so a page load never races the browser's own renewal.
   * Only the current token of a live SSO family counts; a GUEST's page renders as a visitor's.
   */
  async forRender(refreshToken: string | undefined, ttlSeconds: number): Promise<{ session: AuthSession; accessToken: string; expiresIn: number }> {
    const { repository, accessTokens } = this.deps;
    if (!refreshToken) throw invalidToken('No refresh token cookie');
    const now = this.deps.now();
    const known = await repository.findRefreshToken(sha256Hex(refreshToken));
    if (!known || known.usedAt || known.expiresAt.getTime() <= now.getTime()) throw invalidToken('The refresh token is unknown, expired or already rotated');
    const found = await repository.findFamilyWithUser(known.familyId);
    if (found && isBlocked(found.user)) throw userBlocked();
    if (!found || found.family.revokedAt) throw invalidToken('The session was revoked');
    const loginType = found.family.loginType as LoginType;
    if (loginType !== 'SSO') throw invalidToken('A guest session is not rendered as a member');
    const user = await this.withDueMembership(found.user, now);
    // Its own life, whatever the browser's tokens live: it never leaves the site server, and must outlast a slow render.
    const accessToken = await accessTokens.issue({ ssoId: user.ssoId, familyId: found.family.id, loginType }, ttlSeconds);
    return { session: { user, family: found.family, loginType }, accessToken, expiresIn: ttlSeconds };
  }

  /** Revokes the family of the cookie's token, if there is one. */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const { repository } = this.deps;
    const known = await repository.findRefreshToken(sha256Hex(refreshToken));
    if (known) await repository.revokeFamily(known.familyId, this.deps.now(), 'logout');
  }

  /** Ends every session of the member (all devices): their access and refresh tokens are refused from now on. */
  async endAllSessions(userId: number, reason: string): Promise<void> {
    await this.deps.repository.revokeUserFamilies(userId, this.deps.now(), reason);
  }

  /** The session behind an `Authorization: Bearer` header: TPJWT401 expired, TPJWT400 invalid or revoked, TP401 blocked. */
  async authenticate(authorization: string | undefined): Promise<AuthSession> {
    const session = await this.identify(authorization);
    if (isBlocked(session.user)) throw userBlocked();
    return session;
  }

  /**
   * Like authenticate, but a blocked member is answered (as blocked) instead of refused, while their
   * session lives. A block from the console ends every session of theirs: a token still within its
   * life then answers TP401 (blocked), so the site signs the member out rather than renewing.
   */
  async identify(authorization: string | undefined): Promise<AuthSession> {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization ?? '');
    if (!match?.[1]) throw invalidToken('No bearer token');
    const claims = await this.deps.accessTokens.verify(match[1]);
    const session = await this.deps.repository.findFamilyWithUser(claims.familyId);
    if (!session || session.user.ssoId !== claims.ssoId) throw invalidToken('The session was revoked');
    if (session.family.revokedAt) throw isBlocked(session.user) ? userBlocked() : invalidToken('The session was revoked');
    const user = await this.withDueMembership(session.user, this.deps.now());
    return { user, family: session.family, loginType: claims.loginType };
  }

  /**
   * The member's row with a scheduled membership started if its start has come. Only a row that says
   * one is due costs anything: every other call reads the row it already has.
   */
  private async withDueMembership(user: UserRow, now: Date): Promise<UserRow> {
    if (user.membershipScheduledAt === null || user.membershipScheduledAt.getTime() > now.getTime() || isBlocked(user)) return user;
    await this.deps.scheduled.startDue(user.id, now);
    // Read again whether this call started it or a concurrent one did while this one waited.
    return (await this.deps.repository.findUserById(user.id)) ?? user;
  }

  private async addRefreshToken(tx: AuthRepository, familyId: string, now: Date): Promise<string> {
    const token = randomToken();
    await tx.insertRefreshToken({ tokenHash: sha256Hex(token), familyId, createdAt: now, expiresAt: new Date(now.getTime() + this.deps.refreshTokenTtlDays * DAY_MS) });
    return token;
  }
}
