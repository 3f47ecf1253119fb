// Who may call an admin operation: the staffSession security handler reads the `rp_staff` cookie,
// then allows the request only if one of the session's roles is in the operation's `x-staff-roles`
// (the contract is the one place that says so; an operation without the list is refused to everyone),
// and an unsafe method only with the session's CSRF token in `X-CSRF-Token`.
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../../db/schema';
import { AppError } from '../../http/errors';
import { loadContract, routeKey, type OpenApiDocument } from '../../contract';
import { STAFF_COOKIE, STAFF_CSRF_HEADER, csrfMatches, type StaffActor, type StaffSessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staffSession security handler on admin operations. */
    staff: StaffActor | null;
  }
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function staffUnauthorized(): AppError {
  return new AppError(401, 'ADMIN-401', 'No staff session', 'Your console session has ended. Please sign in again.');
}

export function staffForbidden(): AppError {
  return new AppError(403, 'ADMIN-403', 'The staff role does not allow this operation', 'Your role does not allow this. Ask an admin if you need it.');
}

export function csrfRefused(): AppError {
  return new AppError(403, 'ADMIN-CSRF', 'Missing or wrong X-CSRF-Token', 'This page is out of date. Reload it and try again.');
}

/** The roles the contract allows per admin route (`GET /nc/admin/v1/session` → roles); every staffSession operation is listed, an unmarked one with none. */
export function staffRolesByRoute(document: OpenApiDocument = loadContract()): Map<string, readonly StaffRole[]> {
  const routes = new Map<string, readonly StaffRole[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      const security = (operation as { security?: Array<Record<string, unknown>> }).security;
      if (!Array.isArray(security) || !security.some((scheme) => 'staffSession' in scheme)) continue;
      const listed = (operation as { 'x-staff-roles'?: unknown })['x-staff-roles'];
      const roles = Array.isArray(listed) ? listed.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role as string)) : [];
      routes.set(routeKey(method, path.replace(/{(\w+)}/g, ':$1')), roles);
    }
  }
  return routes;
}

export function staffSecurityHandlers(sessions: StaffSessions, rolesByRoute: Map<string, readonly StaffRole[]> = staffRolesByRoute()) {
  return {
    async staffSession(request: FastifyRequest) {
      const actor = await sessions.authenticate(request.cookies[STAFF_COOKIE]);
      if (!actor) throw staffUnauthorized();
      const allowed = rolesByRoute.get(routeKey(request.method, request.routeOptions.url ?? '')) ?? [];
      if (!actor.roles.some((role) => allowed.includes(role))) throw staffForbidden();
      if (!SAFE_METHODS.has(request.method) && !csrfMatches(actor, headerOf(request, STAFF_CSRF_HEADER))) throw csrfRefused();
      request.staff = actor;
    },
  };
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
