// The operator console's API: staff sessions and their security handler, the audit log, and each
// part's operations (sign-in, student requests, members, codes and pools, campaigns, insight, the
// audit log's reader), each in its own folder. Every handler reaches the signed-in staff member as
// `request.staff` and records its changes with `recordAudit` in the transaction that makes them.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import type { MessageOutbox } from '../messages';
import { staffSecurityHandlers } from './access';
import { auditPart } from './audit/part';
import { campaignsPart } from './campaigns/part';
import { codesPart } from './codes/part';
import { insightPart } from './insight/part';
import { membersPart } from './members/part';
import type { AdminPartDeps } from './part-deps';
import { staffSecurityBeforeValidation } from './security-first';
import { sessionHandlers } from './session-routes';
import { StaffSessions } from './sessions';
import { signInPart } from './sign-in/part';
import { studentsPart } from './students/part';

export interface AdminModuleDeps extends ModuleDeps {
  outbox: MessageOutbox;
}

export function createAdminModule(config: AppConfig, deps: AdminModuleDeps) {
  const sessions = new StaffSessions(deps.db, deps.now);
  const partDeps: AdminPartDeps = { ...deps, config, sessions };
  const parts = [signInPart, auditPart, studentsPart, membersPart, codesPart, campaignsPart, insightPart].map((part) => part(partDeps));
  return {
    sessions,
    securityHandlers: staffSecurityHandlers(sessions),
    handlers: Object.assign({ ...sessionHandlers() }, ...parts.map((part) => part.handlers)) as Record<string, (...args: never[]) => unknown>,
    async register(app: FastifyInstance): Promise<void> {
      // before the contract's routes exist: each staffSession route then checks its session first
      staffSecurityBeforeValidation(app);
      for (const part of parts) await part.register(app);
    },
  };
}
