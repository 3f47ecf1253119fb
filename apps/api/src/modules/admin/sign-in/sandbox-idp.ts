// The sandbox staff provider: a real OpenID Connect provider (oidc-provider, through the generic
// helper in http/oidc-sandbox.ts) that this API serves in development at `/dev/oidc/staff`, standing
// in for the company's identity provider. Its sign-in page knows the four demo staff (demo-staff.ts);
// their ID tokens carry email, name and the `groups` claim the console maps to roles. Never in
// production: config.ts refuses to start without the company's provider there.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerSandboxProviders, SandboxProvider, sandboxKeys } from '../../../http/oidc-sandbox';
import { DEMO_STAFF, demoStaffClaims, type DemoStaffMember } from './demo-staff';
import { readStaffSandboxForm, staffSandboxSignInPage } from './sandbox-page';
import { STAFF_SIGN_IN_PATHS, type StaffSignInConfig } from './settings';

export class StaffSandboxProvider {
  private constructor(private readonly sandbox: SandboxProvider<DemoStaffMember, string>) {}

  static async create(config: StaffSignInConfig, logger: FastifyBaseLogger): Promise<StaffSandboxProvider> {
    const sandbox = new SandboxProvider<DemoStaffMember, string>({
      name: 'staff sign-in',
      prefix: STAFF_SIGN_IN_PATHS.sandboxIssuer,
      issuer: config.issuer,
      client: { clientId: config.clientId, clientSecret: config.clientSecret, redirectUri: `${config.consoleOrigin}${STAFF_SIGN_IN_PATHS.callback}` },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
      scopes: ['openid', 'email', 'profile', 'groups'],
      // a working day, like the company provider's own session
      sessionSeconds: 8 * 3600,
      cancelled: 'The staff member cancelled the sign-in',
      keys: await sandboxKeys('sandbox-staff'),
      claimsOf: (accountId) => {
        const member = DEMO_STAFF.find((candidate) => candidate.subject === accountId);
        return member ? demoStaffClaims(member) : undefined;
      },
      page: ({ refused, ...input }) => staffSandboxSignInPage({ ...input, ...(refused ? { error: refused.message, email: refused.typed } : {}) }),
      read: readStaffSandboxForm,
      save: (member) => member.subject,
    });
    // Every sign-in starts afresh: the provider's own session cookie is not read by its authorization
    // endpoint (nor its resume), so after signing out a developer is asked again (and can be another
    // demo staff member) rather than signed straight back in, or sent through oidc-provider's
    // account-switch page (a script-submitted form the sandbox's Content-Security-Policy would block).
    const sessionCookie = sandbox.provider.cookieName('session');
    sandbox.provider.use(async (ctx, next) => {
      if ((ctx.path === '/auth' || ctx.path.startsWith('/auth/')) && ctx.req.headers.cookie) {
        ctx.req.headers.cookie = ctx.req.headers.cookie
          .split(';')
          .filter((pair) => !pair.trim().startsWith(sessionCookie))
          .join(';');
      }
      await next();
    });
    sandbox.provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error }, 'sandbox staff provider failed'));
    logger.warn({ issuer: config.issuer }, 'staff sign-in: the sandbox staff provider is on (development only: its demo staff include an admin)');
    return new StaffSandboxProvider(sandbox);
  }

  register(app: FastifyInstance): Promise<void> {
    return registerSandboxProviders(app, [this.sandbox]);
  }
}
