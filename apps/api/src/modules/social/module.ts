// Wires social login: the providers' clients (openid-client), the sandbox identity provider when
// the config runs one (development), the sealed state cookie, and the two operations.
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { AppConfig } from '../../config';
import type { SessionService } from '../auth';
import type { ModuleDeps } from '../deps';
import { inProcessFetch } from '../../http/oidc-sandbox';
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

