// The operator console's API: staff sessions and their security handler, the audit log, and each
// part's operations (student requests, members, codes and pools, campaigns, insight). Every handler
// reaches the signed-in staff member as `request.staff` and records its changes with `recordAudit`.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import { staffSecurityHandlers } from './access';
import { sessionHandlers } from './session-routes';
import { StaffSessions } from './sessions';

export interface AdminModuleDeps extends ModuleDeps {}

export function createAdminModule(_config: AppConfig, deps: AdminModuleDeps) {
  const sessions = new StaffSessions(deps.db, deps.now);
  return {
    sessions,
    securityHandlers: staffSecurityHandlers(sessions),
    handlers: {
      ...sessionHandlers(),
    },
    async register(_app: FastifyInstance): Promise<void> {},
  };
}
