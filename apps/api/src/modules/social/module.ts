// Wires social login: the providers' clients (openid-client), the sandbox identity provider when
// the config runs one (development), the sealed state cookie, and the two operations.
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { AppConfig } from '../../config';
import type { SessionService } from '../auth/session-service';
import type { ModuleDeps } from '../deps';
import { SocialRepository } from './repository';
import { socialHandlers } from './routes';
import { SandboxIdentityProviders } from './sandbox-idp';
import { SocialClients, SocialLoginService } from './service';
import { SocialStateSealer } from './state-cookie';

export interface SocialModuleDeps extends ModuleDeps {
  sessions: SessionService;
}

export async function createSocialModule(config: AppConfig, deps: SocialModuleDeps) {
  const sandbox = await SandboxIdentityProviders.create(config.social, deps.logger);
  // Set once the app exists: the client reaches the sandbox through the app itself.
  let sandboxFetch: CustomFetch | undefined;
  const clients = new SocialClients({ config: config.social, sandboxFetch: (url, options) => (sandboxFetch ? sandboxFetch(url, options) : Promise.reject(new Error('the app is not built yet'))) });
  const social = new SocialLoginService({
    clients,
    sealer: new SocialStateSealer(config.auth.secret, deps.now),
    repository: new SocialRepository(deps.db),
    sessions: deps.sessions,
    now: deps.now,
    logger: deps.logger,
  });
  return {
    handlers: socialHandlers({ social, sessions: deps.sessions }),
    /** The sandbox identity provider's routes (plain routes beside the contract, like the sandbox checkout). */
    async register(app: FastifyInstance): Promise<void> {
      if (!sandbox) return;
      sandboxFetch = inProcessFetch(app);
      await sandbox.register(app);
    },
  };
}

/**
 * The client's requests to the sandbox go through the app in-process (`inject`), with the path of
 * the issuer's URL: the issuer is the site's origin, which the API cannot count on reaching.
 */
function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const body = options.body === undefined || options.body === null ? undefined : String(options.body);
    const answer = await app.inject({ method: options.method as 'GET' | 'POST', url: `${target.pathname}${target.search}`, headers, ...(body === undefined ? {} : { payload: body }) });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, { status: answer.statusCode, headers: responseHeaders });
  };
}
