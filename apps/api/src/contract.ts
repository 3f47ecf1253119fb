// The OpenAPI document that routes and validates every request and response.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './config';

export const OPENAPI_PATH = path.join(REPO_ROOT, 'openapi', 'openapi.yaml');

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string } | unknown>>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | undefined;

/** The parsed contract (read once per process; fastify-openapi-glue clones what it is given). */
export function loadContract(): OpenApiDocument {
  cached ??= parse(fs.readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the contract with its method (lower case) and path template. */
export function contractOperations(document: OpenApiDocument = loadContract()): Array<{ method: string; path: string; operation: Record<string, unknown> }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, operation]) => METHODS.has(method) && typeof operation === 'object' && operation !== null)
      .map(([method, operation]) => ({ method, path, operation: operation as Record<string, unknown> })),
  );
}

/** Every operationId the contract declares. */
export function contractOperationIds(document: OpenApiDocument = loadContract()): string[] {
  const ids: string[] = [];
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      const id = (operation as { operationId?: unknown }).operationId;
      if (typeof id === 'string') ids.push(id);
    }
  }
  return ids;
}

/** Operations the contract marks `x-dev-only: true` (development helpers such as /dev/outbox). */
export function isDevOnly(operation: unknown): boolean {
  return typeof operation === 'object' && operation !== null && (operation as Record<string, unknown>)['x-dev-only'] === true;
}

/** The contract without its dev-only operations (and without paths left with no operation). */
export function withoutDevOnlyOperations(document: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.fromEntries(Object.entries(item).filter(([key, operation]) => !(METHODS.has(key) && isDevOnly(operation))));
    if (Object.keys(kept).some((key) => METHODS.has(key))) paths[path] = kept;
  }
  return { ...document, paths };
}

/** Marks an operation whose bearer token may be a GUEST session's (guest checkout: the payment steps). */
export function isGuestAllowed(operation: unknown): boolean {
  return typeof operation === 'object' && operation !== null && (operation as Record<string, unknown>)['x-guest-allowed'] === true;
}

/**
 * The routes that refuse a GUEST session, as `METHOD /fastify/:path`: every operation whose bearer
 * token is required (no `{}` alternative) and that is not marked `x-guest-allowed: true`. Where the
 * token is optional a GUEST reads as a guest viewer, so nothing is refused there. Deny by default:
 * a new member operation refuses guests until the contract says otherwise.
 */
export function guestRefusingRoutes(document: OpenApiDocument = loadContract()): Set<string> {
  const routes = new Set<string>();
  const defaultSecurity = (document as { security?: unknown }).security;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      const security = ((operation as { security?: unknown }).security ?? defaultSecurity) as Array<Record<string, unknown>> | undefined;
      if (!Array.isArray(security)) continue;
      const bearerRequired = security.length > 0 && security.every((scheme) => 'bearerAuth' in scheme);
      if (bearerRequired && !isGuestAllowed(operation)) routes.add(routeKey(method, path.replace(/{(\w+)}/g, ':$1')));
    }
  }
  return routes;
}

/** A route as `guestRefusingRoutes` names it; HEAD is GET's (Fastify answers HEAD with the GET route). */
export function routeKey(method: string, url: string): string {
  const upper = method.toUpperCase();
  return `${upper === 'HEAD' ? 'GET' : upper} ${url}`;
}
