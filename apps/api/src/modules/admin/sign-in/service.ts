// Staff sign-in: OpenID Connect authorization code with PKCE through openid-client, against the
// company's provider (or the sandbox one in development). `begin` builds the provider's authorization
// URL and the sealed state the callback needs; `complete` checks the callback (state, the code
// exchange with the PKCE verifier, the ID token's signature, issuer, audience and nonce), maps the
// `groups` claim to roles, refuses someone with none, keeps the staff member (issuer and subject;
// email, name and roles refreshed every time) with the sign-in's audit entry, and starts a session.
import { eq, and } from 'drizzle-orm';
import * as client from 'openid-client';
import { staffMembers } from '../../../db/schema';
import { recordAudit } from '../audit';
import type { AdminPartDeps } from '../part-deps';
import type { NewStaffSession } from '../sessions';
import { staffIdentityFromClaims, type StaffIdentity } from './rules';
import { STAFF_SIGN_IN_PATHS, type StaffSignInConfig } from './settings';
import type { StaffSignInStateSealer } from './state-cookie';

/** Why a sign-in ended without a session; the console's /signin page says it in words (`?error=`). */
export const STAFF_SIGN_IN_ERRORS = ['cancelled', 'expired', 'failed', 'no_role', 'unavailable'] as const;
export type StaffSignInError = (typeof STAFF_SIGN_IN_ERRORS)[number];

export class StaffSignInFailure extends Error {
  override readonly name = 'StaffSignInFailure';

  constructor(
    readonly code: StaffSignInError,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const SCOPE = 'openid email profile groups';

/** The provider's openid-client configuration, discovered at the first sign-in (a failed discovery is tried again next time). */
export class StaffOidcClient {
  private pending: Promise<client.Configuration> | undefined;

  constructor(
    private readonly config: StaffSignInConfig,
    /** How the API reaches its own sandbox provider (in-process); unused for the company's provider. */
    private readonly sandboxFetch: client.CustomFetch,
  ) {}

  get callbackUrl(): string {
    return `${this.config.consoleOrigin}${STAFF_SIGN_IN_PATHS.callback}`;
  }

  configuration(): Promise<client.Configuration> {
    if (!this.pending) {
      const pending = this.discover();
      this.pending = pending;
      pending.catch(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    }
    return this.pending;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, sandbox } = this.config;
    try {
      return await client.discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
        ...(sandbox ? { [client.customFetch]: this.sandboxFetch } : {}),
        ...(sandbox && issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      });
    } catch (error) {
      throw new StaffSignInFailure('unavailable', `the staff identity provider at ${issuer} could not be reached: ${(error as Error).message}`, { cause: error });
    }
  }
}

export interface StaffSignedIn {
  staff: { id: number; email: string };
  session: NewStaffSession;
  returnTo: string;
}

export class StaffSignInService {
  constructor(
    private readonly deps: Pick<AdminPartDeps, 'db' | 'now' | 'sessions'>,
    private readonly oidc: StaffOidcClient,
    private readonly sealer: StaffSignInStateSealer,
  ) {}

  /** The provider's authorization URL (state, nonce, S256 code challenge) and the sealed state cookie. */
  async begin(returnTo: string): Promise<{ location: string; stateCookie: string }> {
    const configuration = await this.oidc.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.oidc.callbackUrl,
      response_type: 'code',
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { location: url.href, stateCookie: await this.sealer.seal({ state, nonce, codeVerifier, returnTo }) };
  }

  /** Where a failed callback should send the browser back to once it is signed in (from the state cookie, when it can be read). */
  async returnToOf(stateCookie: string | undefined): Promise<string> {
    return (await this.sealer.open(stateCookie))?.returnTo ?? '/';
  }

  /** Finishes the sign-in the callback's query answers: the staff member and their new session. */
  async complete(query: Record<string, string>, stateCookie: string | undefined, context: { requestId: string }): Promise<StaffSignedIn> {
    const sealed = await this.sealer.open(stateCookie);
    if (!sealed) throw new StaffSignInFailure('expired', 'the sign-in state cookie is missing, tampered with or expired');
    if (query['error'] === 'access_denied') throw new StaffSignInFailure('cancelled', `the provider answered access_denied: ${query['error_description'] ?? ''}`);
    if (query['error']) throw new StaffSignInFailure('failed', `the provider answered ${query['error']}: ${query['error_description'] ?? ''}`);
    if (query['state'] !== sealed.state) throw new StaffSignInFailure('expired', 'the callback\'s state is not this browser\'s sign-in');
    const configuration = await this.oidc.configuration();
    const currentUrl = new URL(this.oidc.callbackUrl);
    for (const [key, value] of Object.entries(query)) currentUrl.searchParams.set(key, value);
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: sealed.codeVerifier,
        expectedState: sealed.state,
        expectedNonce: sealed.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as Record<string, unknown> | undefined;
    } catch (error) {
      throw new StaffSignInFailure('failed', `the code exchange failed: ${(error as Error).message}`, { cause: error });
    }
    const identity = claims ? staffIdentityFromClaims(claims) : { refused: 'no ID token' };
    if ('refused' in identity) throw new StaffSignInFailure('failed', identity.refused);
    if (identity.roles.length === 0) throw new StaffSignInFailure('no_role', `${identity.email} is in none of the console's groups`);
    const staff = await this.keep(configuration.serverMetadata().issuer, identity, context.requestId);
    const session = await this.deps.sessions.create(staff.id, identity.roles);
    return { staff, session, returnTo: sealed.returnTo };
  }

  /** Adds or refreshes the staff member and records the sign-in, in one transaction. */
  private keep(issuer: string, identity: StaffIdentity, requestId: string): Promise<{ id: number; email: string }> {
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: staffMembers.email, name: staffMembers.name, roles: staffMembers.roles })
        .from(staffMembers)
        .where(and(eq(staffMembers.issuer, issuer), eq(staffMembers.subject, identity.subject)));
      const [row] = await tx
        .insert(staffMembers)
        .values({ issuer, subject: identity.subject, email: identity.email, name: identity.name, roles: identity.roles, createdAt: now, lastSignInAt: now })
        .onConflictDoUpdate({ target: [staffMembers.issuer, staffMembers.subject], set: { email: identity.email, name: identity.name, roles: identity.roles, lastSignInAt: now } })
        .returning({ id: staffMembers.id });
      const staff = { id: row!.id, email: identity.email, roles: identity.roles };
      await recordAudit(
        tx,
        { staff, at: now, requestId },
        { action: 'staffSignIn', targetType: 'staff', targetId: String(staff.id), before: before ?? null, after: { email: identity.email, name: identity.name, roles: identity.roles } },
      );
      return { id: staff.id, email: staff.email };
    });
  }
}
