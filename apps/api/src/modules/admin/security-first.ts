// The staff security check before anything reads the request. fastify-openapi-glue runs security
// handlers as a preHandler, after Fastify has validated the request: an admin call with a bad body or
// path would then answer 400 (and say what the operation expects) to someone with no session, or with
// the wrong role. Here every staffSession route of the contract gets its security handler as the
// first preValidation step instead, so 401 / 403 / ADMIN-CSRF always come before validation and the
// handler.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { routeKey } from '../../contract';
import { staffRolesByRoute } from './access';

type Hook = NonNullable<RouteOptions['preHandler']>;

const asList = (hook: RouteOptions['preHandler'] | RouteOptions['preValidation']) => (Array.isArray(hook) ? hook : hook ? [hook] : []) as Hook[];

export function staffSecurityBeforeValidation(app: FastifyInstance, staffRoutes: ReadonlySet<string> = new Set(staffRolesByRoute().keys())): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (typeof route.method !== 'string' || !route.preHandler) return;
    if (!staffRoutes.has(routeKey(route.method, route.url))) return;
    route.preValidation = [...asList(route.preHandler), ...asList(route.preValidation)] as RouteOptions['preValidation'];
    route.preHandler = undefined;
  });
}
