// A database that cannot answer during authentication is the database's fault, not the caller's.
// fastify-openapi-glue runs an operation's security alternatives in turn and swallows each failure:
// when all fail it throws its own SecurityError (401, or the last failure's status), and when one
// alternative is empty (`[{ bearerAuth: [] }, {}]`, a token that is optional) the request simply goes
// on as a visitor's. Either way a statement timeout or a drained pool during the session lookup
// would be answered as a bad token or, worse, as an anonymous answer to a member. These wrappers keep
// the database's failure on the request and answer it as what it is: 503 TP503 with Retry-After.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './errors';

const AUTH_FAULT = Symbol('authDatabaseFault');
type FaultedRequest = FastifyRequest & { [AUTH_FAULT]?: unknown };

type SecurityHandler = (this: unknown, request: FastifyRequest, reply: FastifyReply, parameters: unknown) => unknown;
type RouteHandler = (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The same security handlers, each remembering on the request a database failure it met (the
 * failure still propagates, so the glue moves on exactly as before).
 */
export function rememberingDatabaseFaults<T extends object>(handlers: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    if (typeof handler !== 'function') {
      wrapped[name] = handler;
      continue;
    }
    wrapped[name] = async function (this: unknown, request: FastifyRequest, reply: FastifyReply, parameters: unknown) {
      try {
        return await (handler as SecurityHandler).call(this, request, reply, parameters);
      } catch (error) {
        if (isDatabaseUnavailable(error)) (request as FaultedRequest)[AUTH_FAULT] = error;
        throw error;
      }
    };
  }
  return wrapped as T;
}

/**
 * The operation's handler, refusing to run for a request whose authentication met a database
 * failure (an optional token the glue let through as a visitor): the failure is thrown instead, and
 * the error handler answers 503.
 */
export function refusingAfterDatabaseFault<H extends (...args: never[]) => unknown>(handler: H): H {
  // not async itself: a handler that answers through `reply` and returns nothing stays as it was
  return function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const fault = (request as FaultedRequest)[AUTH_FAULT];
    if (fault !== undefined) return Promise.reject(fault);
    return (handler as unknown as RouteHandler).call(this, request, reply);
  } as unknown as H;
}
