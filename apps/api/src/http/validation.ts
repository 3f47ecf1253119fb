// Request and response validation straight from the OpenAPI schemas, with Ajv's JSON Schema
// 2020-12 dialect (the one OpenAPI 3.1 uses: `unevaluatedProperties`, type arrays with 'null').
//
// fastify-openapi-glue inlines every `$ref` of the document into the route schemas (only recursive
// references stay as `$ref`), so each schema compiles on its own. Fastify's default Ajv would coerce
// `42` to "42" and strip unknown body fields; these instances do neither for bodies.
import type { SchemaObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ResponseContractError, badRequest, detailsFromAjv } from './errors';

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // Unknown keywords, formats and loosely typed schemas are all errors.
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    coerceTypes,
    removeAdditional: false,
    useDefaults: false,
  });
  addFormats(ajv);
  return ajv;
}

/** Bodies are JSON: their types must already be right. */
const bodyAjv = createAjv(false);
/** Path and query parameters always arrive as strings, so `?page=2` may become 2. */
const parameterAjv = createAjv(true);
/** Responses are checked exactly as sent. */
const responseAjv = createAjv(false);

type ValidatorCompilerInput = { schema: SchemaObject; httpPart?: string };

/** A body schema compiled as the routes' are (a multipart form's handler checks its fields with it). */
export function compileBodyValidator(schema: SchemaObject): ValidateFunction {
  return bodyAjv.compile(schema);
}

export function validatorCompiler({ schema, httpPart }: ValidatorCompilerInput): ValidateFunction {
  if (httpPart === 'body') return bodyAjv.compile(schema);
  return finiteNumbersOnly(parameterAjv.compile(schema));
}

/**
 * Coercion turns `?page=Infinity` (or `1e999`) into a number that passes `minimum`/`maximum` and
 * then breaks SQL; a parameter must be a finite number.
 */
function finiteNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    if (!validate(data)) {
      wrapped.errors = validate.errors;
      return false;
    }
    const bad = nonFinitePath(data, '');
    wrapped.errors = bad === undefined ? null : [{ instancePath: bad, schemaPath: '#/type', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' }];
    return bad === undefined;
  }) as ValidateFunction;
  return Object.assign(wrapped, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

function nonFinitePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

type SerializerCompilerInput = { schema: SchemaObject; method: string; url: string; httpStatus?: string };

/**
 * Serialises each answer; with `validateResponses` (tests and development) it first checks the answer
 * against its response schema, and a mismatch is our bug (500). Production skips that check: the
 * tests hold every answer to the contract, and the public reads are serialised once per catalogue
 * version anyway (http/read-cache/).
 */
export function createSerializerCompiler({ validateResponses }: { validateResponses: boolean }) {
  return ({ schema, method, url, httpStatus }: SerializerCompilerInput) => {
    if (!validateResponses) return (data: unknown): string => JSON.stringify(data);
    const validate = responseAjv.compile(schema);
    const route = `${method} ${url}`;
    return (data: unknown): string => {
      if (!validate(data)) {
        throw new ResponseContractError(route, httpStatus ?? 'default', detailsFromAjv(validate.errors ?? [], 'response'));
      }
      return JSON.stringify(data);
    };
  };
}

/** The checking serializer (tests and development). */
export const serializerCompiler = createSerializerCompiler({ validateResponses: true });

const JSON_MEDIA_TYPE = 'application/json';

function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;
}

async function requireJsonBody(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) !== JSON_MEDIA_TYPE) {
    throw badRequest([{ path: 'headers/content-type', message: `must be ${JSON_MEDIA_TYPE}` }]);
  }
}

/**
 * Fastify validates a per-media-type body schema (`body.content[type].schema`) only when the request
 * carries that media type, so a request with no body, or a text/plain one, would skip validation
 * entirely. For operations whose only body is JSON, the schema becomes the plain body schema (always
 * validated, an absent body included) and any other media type is refused before validation.
 */
export function enforceJsonBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = (route.schema as { body?: { content?: Record<string, { schema?: unknown }> } } | undefined)?.body;
    const content = body?.content;
    if (!content || !route.schema) return;
    const mediaTypes = Object.keys(content);
    const jsonSchema = content[JSON_MEDIA_TYPE]?.schema;
    if (mediaTypes.length !== 1 || jsonSchema === undefined) return;
    (route.schema as { body?: unknown }).body = jsonSchema;
    const existing = route.preValidation;
    route.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), requireJsonBody];
  });
}

const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

async function requireMultipartBody(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) !== MULTIPART_MEDIA_TYPE) {
    throw badRequest([{ path: 'headers/content-type', message: `must be ${MULTIPART_MEDIA_TYPE}` }]);
  }
}

/**
 * An operation whose only body is multipart/form-data (an upload) reads that body as a stream in its
 * handler, so no upload is ever held whole: Fastify never parses it, and must not validate the
 * `undefined` it would see. The route loses its body schema (the handler checks the form against the
 * same contract schema, through compileBodyValidator) and any other media type is refused before the
 * handler. JSON operations are untouched (enforceJsonBodies), and so is the JSON body limit.
 */
export function streamMultipartBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = (route.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
    const mediaTypes = Object.keys(body?.content ?? {});
    if (!route.schema || mediaTypes.length !== 1 || mediaTypes[0] !== MULTIPART_MEDIA_TYPE) return;
    delete (route.schema as { body?: unknown }).body;
    const existing = route.preValidation;
    route.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), requireMultipartBody];
  });
}
