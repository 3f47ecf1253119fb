// The console's staff sign-in: OpenID Connect against the company's identity provider (the sandbox
// staff provider at /dev/oidc/staff in development, refused in production), the session cookies, and
// sign-out. Also puts the staffSession check ahead of request validation on every admin route.
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { inProcessFetch } from '../../../http/oidc-sandbox';
import type { AdminPartDeps } from '../part-deps';
import { signInHandlers } from './routes';
import { StaffSandboxProvider } from './sandbox-idp';
import { StaffOidcClient, StaffSignInService } from './service';
import { sandboxStaffSignIn } from './settings';
import { StaffSignInStateSealer } from './state-cookie';

export function signInPart(deps: AdminPartDeps) {
  const { config } = deps;
  const settings = config.staffSignIn ?? sandboxStaffSignIn();
  if (settings.sandbox && config.nodeEnv === 'production') {
    throw new Error('staff sign-in: the sandbox staff provider is refused in production; set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET');
  }
  // Set once the app exists: the client reaches the sandbox provider through the app itself.
  let sandboxFetch: CustomFetch | undefined;
  const oidc = new StaffOidcClient(settings, (url, options) => (sandboxFetch ? sandboxFetch(url, options) : Promise.reject(new Error('the sandbox staff provider is not running'))));
  const service = new StaffSignInService(deps, oidc, new StaffSignInStateSealer(config.auth.secret, deps.now));
  return {
    handlers: signInHandlers({ ...deps, service, consoleOrigin: settings.consoleOrigin, secureCookies: config.nodeEnv === 'production' }),
    async register(app: FastifyInstance): Promise<void> {
      if (!settings.sandbox) return;
      sandboxFetch = inProcessFetch(app);
      await (await StaffSandboxProvider.create(settings, deps.logger)).register(app);
    },
  };
}
