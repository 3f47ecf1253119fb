// fast-check arbitraries for the contract fuzz suite (src/http/fuzz.api.test.ts), all derived from the
// OpenAPI document: the operations (method, path template, parameters, JSON body, security), one
// arbitrary of valid-shaped values per JSON schema, and a handful of generic mutations that break
// them (type swaps, missing and unknown fields, extreme numbers, 100 KB strings, control characters,
// NUL, lone surrogates, emoji and Devanagari, `../` and `%00` in paths, invalid JSON, wrong content
// types, empty bodies, odd headers). Nothing here is written per operation.
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

export type JsonSchema = { [keyword: string]: unknown };

// ---------------------------------------------------------------------------------------------
// Operations from the contract
// ---------------------------------------------------------------------------------------------

export type SecurityNeed = 'none' | 'optional' | 'required';

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  operationId: string;
  /** Upper case. */
  method: string;
  /** The path template, `/c/prime/offer/{offerName}`. */
  path: string;
  parameters: FuzzParameter[];
  /** The JSON request body, when the operation takes one. */
  body: { schema: JsonSchema; required: boolean } | undefined;
  /** The operation's response statuses (`200`, `400`, `default`, ...). */
  statuses: string[];
  /** Bearer token (an `http`/`bearer` scheme). */
  bearer: SecurityNeed;
  /** A cookie scheme (`apiKey` in a cookie) and its cookie's name. */
  cookie: { need: SecurityNeed; name: string } | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

type Json = { [key: string]: unknown };

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with every `$ref` replaced by what it points to (a reference back into itself becomes `{}`). */
export function dereference(document: Json, value: unknown, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(document, item, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.has(ref)) return {};
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
    return dereference(document, target, new Set([...seen, ref]));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(document, item, seen)]));
}

function securityNeed(requirements: unknown, schemes: Set<string>): SecurityNeed {
  if (!Array.isArray(requirements) || requirements.length === 0) return 'none';
  const naming = requirements.filter((requirement) => isObject(requirement) && Object.keys(requirement).some((name) => schemes.has(name)));
  if (naming.length === 0) return 'none';
  return naming.length === requirements.length ? 'required' : 'optional';
}

/** Every operation of the document, with references resolved. */
export function contractOperations(document: Json): FuzzOperation[] {
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const bearerSchemes = new Set<string>();
  const cookieSchemes = new Map<string, string>();
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) continue;
    if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') bearerSchemes.add(name);
    if (scheme.type === 'apiKey' && scheme.in === 'cookie' && typeof scheme.name === 'string') cookieSchemes.set(name, scheme.name);
  }
  const operations: FuzzOperation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = dereference(document, rawItem) as Json;
    const shared = Array.isArray(item.parameters) ? (item.parameters as Json[]) : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const own = Array.isArray(operation.parameters) ? (operation.parameters as Json[]) : [];
      const byKey = new Map<string, Json>();
      for (const parameter of [...shared, ...own]) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      const parameters: FuzzParameter[] = [...byKey.values()].map((parameter) => ({
        name: String(parameter.name),
        in: parameter.in as FuzzParameter['in'],
        required: parameter.required === true || parameter.in === 'path',
        schema: isObject(parameter.schema) ? parameter.schema : {},
      }));
      const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const content = isObject(requestBody?.content) ? requestBody.content : {};
      const json = content['application/json'];
      const body = isObject(json) ? { schema: isObject(json.schema) ? json.schema : {}, required: requestBody?.required === true } : undefined;
      const security = operation.security ?? document.security;
      const cookieEntry = [...cookieSchemes].find(([scheme]) => securityNeed(security, new Set([scheme])) !== 'none');
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        statuses: isObject(operation.responses) ? Object.keys(operation.responses) : [],
        bearer: securityNeed(security, bearerSchemes),
        cookie: cookieEntry ? { need: securityNeed(security, new Set([cookieEntry[0]])), name: cookieEntry[1] } : undefined,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Valid-shaped values from a JSON schema
// ---------------------------------------------------------------------------------------------

/**
 * Strings and numbers seen in the API's own answers (real offer names, slugs, ids, codes, the
 * member's mobile), remembered under the property name they came with, so that a request field
 * called `offerName` or `mobile` can be given a value the handler will find.
 */
export interface ValuePool {
  byKey: Map<string, Set<string | number>>;
  all: Set<string | number>;
}

export function emptyPool(): ValuePool {
  return { byKey: new Map(), all: new Set() };
}

/** Adds every short string and finite number of a JSON document to the pool. */
export function harvest(value: unknown, pool: ValuePool, limit = 5_000): void {
  const walk = (node: unknown, key: string, depth: number): void => {
    if (depth > 20) return;
    if ((typeof node === 'string' && node.length > 0 && node.length <= 200) || (typeof node === 'number' && Number.isFinite(node))) {
      if (pool.all.size >= limit) return;
      pool.all.add(node);
      const lower = key.toLowerCase();
      pool.byKey.set(lower, (pool.byKey.get(lower) ?? new Set()).add(node));
    } else if (Array.isArray(node)) node.forEach((item) => walk(item, key, depth + 1));
    else if (isObject(node)) for (const [name, item] of Object.entries(node)) walk(item, name, depth + 1);
  };
  walk(value, '', 0);
}

/** Checks pool values against a schema (lenient: annotations and `x-` keywords are ignored). */
const poolAjv = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: true });
addFormats(poolAjv);
const poolValidators = new WeakMap<JsonSchema, ValidateFunction>();

/**
 * Pool values the schema accepts: those harvested under the same property name (or one ending with
 * it, `couponCode` for `code`), and, for schemas narrow enough to say what they want (a pattern or
 * a format), any harvested value that fits.
 */
function poolValuesFor(schema: JsonSchema, pool: ValuePool | undefined, name: string | undefined, kind: 'string' | 'number'): { keyed: unknown[]; fitting: unknown[] } {
  if (!pool || pool.all.size === 0) return { keyed: [], fitting: [] };
  let validate = poolValidators.get(schema);
  if (!validate) {
    validate = poolAjv.compile(schema);
    poolValidators.set(schema, validate);
  }
  const accept = (value: unknown) => typeof value === kind && (validate as ValidateFunction)(value);
  const keyed = new Set<unknown>();
  if (name) {
    const lower = name.toLowerCase();
    for (const [key, values] of pool.byKey) {
      if (key === '' || !(key === lower || key.endsWith(lower) || lower.endsWith(key))) continue;
      for (const value of values) if (accept(value)) keyed.add(value);
    }
  }
  const narrow = schema.pattern !== undefined || schema.format !== undefined;
  const fitting = narrow ? [...pool.all].filter(accept) : [];
  return { keyed: [...keyed].slice(0, 200), fitting: fitting.slice(0, 200) };
}

function withPool<T>(generated: fc.Arbitrary<T>, { keyed, fitting }: { keyed: unknown[]; fitting: unknown[] }): fc.Arbitrary<T> {
  const choices: Array<fc.WeightedArbitrary<T>> = [{ weight: 2, arbitrary: generated }];
  if (keyed.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...(keyed as T[])) });
  if (fitting.length > 0) choices.push({ weight: 1, arbitrary: fc.constantFrom(...(fitting as T[])) });
  return choices.length === 1 ? generated : fc.oneof(...choices);
}

/** The length JSON Schema means: code points (a surrogate pair is one character). */
export function schemaLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** allOf folded into one schema (properties, required, bounds), which is all the contract's requests use. */
export function flatten(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  let merged: JsonSchema = { ...rest };
  for (const part of allOf as JsonSchema[]) {
    const flat = flatten(part);
    merged = {
      ...flat,
      ...merged,
      properties: { ...(isObject(flat.properties) ? flat.properties : {}), ...(isObject(merged.properties) ? merged.properties : {}) },
      required: [...new Set([...((flat.required as string[] | undefined) ?? []), ...((merged.required as string[] | undefined) ?? [])])],
    };
  }
  return merged;
}

export function schemaTypes(schema: JsonSchema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (isObject(schema.properties) || schema.required || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  if (schema.pattern !== undefined || schema.maxLength !== undefined || schema.format !== undefined) return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return ['string', 'integer', 'boolean', 'null', 'object'];
}

/** Drops lookaround groups, which fast-check's stringMatching cannot generate from (the original still filters). */
function withoutLookarounds(source: string): string {
  return source.replace(/\(\?<?[=!](?:\\.|[^()\\])*\)/g, '');
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  const exact = new RegExp(pattern, 'u');
  let generator = new RegExp(pattern);
  try {
    fc.sample(fc.stringMatching(generator), { numRuns: 1, seed: 1 });
  } catch {
    generator = new RegExp(withoutLookarounds(pattern));
  }
  return fc.oneof(fc.stringMatching(generator), fc.stringMatching(generator, { size: 'medium' })).filter((text) => exact.test(text));
}

/** Characters of valid text: mostly ASCII, some Devanagari, rupee signs, emoji and accents. */
const textUnit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('अ', 'क्ष', 'नि', 'ह', '।', '₹', '😀', '👍🏽', 'é', 'ñ', 'ß', '中') },
);

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return undefined;
  }
}

/**
 * Strings a pattern may well accept that sit at the edges a handler might not expect: digit runs past
 * 32 and 64 bits (ids parsed out of a slug), zeros, lone hyphens, the longest allowed value.
 */
function edgeStrings(max: number): string[] {
  const longest = Math.min(max, 1_000);
  return [
    '0',
    '00000000',
    '-',
    '--',
    '2147483648',
    '9'.repeat(19),
    '9'.repeat(40),
    'a-0',
    'a-2147483648',
    `a-${'9'.repeat(30)}`,
    '0'.repeat(longest),
    '9'.repeat(longest),
    'z'.repeat(longest),
    'Z'.repeat(longest),
    `${'a'.repeat(Math.max(0, longest - 4))}.svg`,
    `/${'a'.repeat(Math.max(0, longest - 1))}`,
  ];
}

function stringArbitrary(schema: JsonSchema, pool: ValuePool | undefined, name: string | undefined): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  // a pattern says its own length (a 43-character signature); 40 is only a default for free text,
  // and a filter that can never pass would spin forever
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : typeof schema.pattern === 'string' ? Number.POSITIVE_INFINITY : Math.max(min, 40);
  const fits = (text: string) => {
    const length = schemaLength(text);
    return length >= min && length <= max;
  };
  if (typeof schema.pattern === 'string') {
    const exact = new RegExp(schema.pattern, 'u');
    const edges = edgeStrings(max).filter((text) => fits(text) && exact.test(text));
    const generated = patternArbitrary(schema.pattern).filter(fits);
    const patterned = edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: generated }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : generated;
    return withPool(patterned, poolValuesFor(schema, pool, name, 'string'));
  }
  const format = typeof schema.format === 'string' ? formatArbitrary(schema.format) : undefined;
  const free = fc.oneof(
    { weight: 5, arbitrary: fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max, min + 24) }) },
    { weight: 1, arbitrary: fc.constantFrom(...edgeStrings(max).filter(fits), 'x'.repeat(Math.max(min, 1))) },
  );
  return withPool((format ?? free).filter(fits), poolValuesFor(schema, pool, name, 'string'));
}

/** Integers a schema without bounds allows and a 32-bit column does not hold. */
const EXTREME_INTEGERS = [2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];

function numberArbitrary(schema: JsonSchema, integer: boolean, pool: ValuePool | undefined, name: string | undefined): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const lo = typeof schema.minimum === 'number' ? schema.minimum : exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : -1_000;
  const hi = typeof schema.maximum === 'number' ? schema.maximum : exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 0.01) : Math.max(lo, 0) + 100_000;
  const trueLo = typeof schema.minimum === 'number' ? schema.minimum : exclusiveMin ?? Number.NEGATIVE_INFINITY;
  const trueHi = typeof schema.maximum === 'number' ? schema.maximum : exclusiveMax ?? Number.POSITIVE_INFINITY;
  const extremes = [...EXTREME_INTEGERS, ...(integer ? [] : [1e21, 1e308, 0.001, 1e-7])].filter((value) => value >= trueLo && value <= trueHi && value !== exclusiveMin && value !== exclusiveMax);
  const arbitraries: Array<fc.WeightedArbitrary<number>> = [
    { weight: 6, arbitrary: fc.integer({ min: Math.ceil(lo), max: Math.min(Math.floor(hi), Math.ceil(lo) + 20) }) },
    { weight: 2, arbitrary: fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) },
    { weight: 2, arbitrary: fc.constantFrom(Math.ceil(lo), Math.floor(hi)) },
  ];
  if (extremes.length > 0) arbitraries.push({ weight: 1, arbitrary: fc.constantFrom(...extremes) });
  if (!integer) {
    arbitraries.push({
      weight: 2,
      arbitrary: fc
        .double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
        .map((value) => Math.round(value * 100) / 100)
        .filter((value) => value >= lo && value <= hi),
    });
  }
  return withPool(fc.oneof(...arbitraries), poolValuesFor(schema, pool, name, 'number'));
}

function objectArbitrary(schema: JsonSchema, pool: ValuePool | undefined): fc.Arbitrary<Json> {
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, JsonSchema>;
  const required = [...new Set((schema.required as string[] | undefined) ?? [])];
  const optional = Object.keys(properties).filter((key) => !required.includes(key));
  const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
  const maxProperties = typeof schema.maxProperties === 'number' ? schema.maxProperties : Number.POSITIVE_INFINITY;
  const subset = fc.subarray(optional, {
    minLength: Math.min(optional.length, Math.max(0, minProperties - required.length)),
    maxLength: Math.max(0, Math.min(optional.length, maxProperties - required.length)),
  });
  return subset.chain((chosen) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const key of [...required, ...chosen]) model[key] = validValue(properties[key] ?? {}, pool, key);
    return fc.record(model);
  });
}

/** Values the schema accepts (types, enums, const, required, patterns, lengths, bounds); `name` is the property's or parameter's. */
export function validValue(rawSchema: JsonSchema, pool?: ValuePool, name?: string): fc.Arbitrary<unknown> {
  const schema = flatten(rawSchema);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    return fc.oneof(...choices.map((choice) => validValue({ ...rest, ...choice }, pool, name)));
  }
  const byType = schemaTypes(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return numberArbitrary(schema, true, pool, name);
      case 'number':
        return numberArbitrary(schema, false, pool, name);
      case 'string':
        return stringArbitrary(schema, pool, name);
      case 'array': {
        const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : minItems + 3;
        return fc.array(validValue(isObject(schema.items) ? schema.items : {}, pool, name), { minLength: minItems, maxLength: Math.min(maxItems, minItems + 3) });
      }
      default:
        return objectArbitrary(schema, pool);
    }
  });
  return byType.length === 1 ? (byType[0] as fc.Arbitrary<unknown>) : fc.oneof(...byType);
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

export const HUGE = 100_000;
const hugeAscii = 'x'.repeat(HUGE);
const hugeDevanagari = 'नमस्ते'.repeat(HUGE / 6);
const hugeEmoji = '😀'.repeat(HUGE / 2);
/** Just under the 64 KiB body limit once quoted: long strings that do reach the validation. */
const longAscii = 'y'.repeat(60_000);

/** Hand-picked strings that have broken servers before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '../',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '%2e%2e%2f',
  '..\\..\\',
  '%00',
  'a%00b',
  '%',
  '%%',
  '%E0%A4%A',
  '_',
  "'",
  '"',
  '\\',
  "' OR '1'='1' --",
  '; drop table users; --',
  '$1',
  '\uD800',
  '\uDFFF',
  'a\uDBFFz',
  '\uDC00\uD800',
  '😀',
  '👨‍👩‍👧‍👦',
  '👍🏽',
  'नमस्ते',
  'क्षत्रिय',
  '९८७६५४३२१०',
  '９８７６５４３２１０',
  '٠١٢٣٤٥٦٧٨٩',
  '\u202Eabc',
  '\uFEFF',
  '\u200B',
  '\u2028\u2029',
  '\u00A0',
  '\u0085',
  '\uFFFD',
  '\uFFFF',
  'e\u0301',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '0',
  '-0',
  '-1',
  '1e999',
  '1.5',
  '0x1F',
  '+1',
  ' 1',
  '１',
  '99999999999999999999999999',
  '9007199254740993',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '[object Object]',
  'a'.repeat(65),
  'a'.repeat(129),
  'a'.repeat(2_001),
];

/** What a numeric query or path parameter may be sent as: every spelling a coercing validator might read as a number. */
const NON_FINITE_STRINGS = ['Infinity', '-Infinity', '1e999', '-1e999', '1E400', 'NaN'];
const NUMERIC_STRINGS = ['1e3', '1e-999', '0x10', '0b1', '0o7', '1_000', '1.5', '.5', '5.', '-0', '+1', ' 1', '1 ', '１', '१', '', '2147483648', '-2147483649', '9'.repeat(30), '-1', '1,5', 'true', 'null', '[]'];

const controlCharacter = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f), fc.integer({ min: 0x80, max: 0x9f })).map((code) => String.fromCharCode(code));

/** One character slipped into an otherwise valid string: NUL most of all (PostgreSQL text cannot hold it). */
export const injectedCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: controlCharacter },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDFFF', '\u202E', '\uFEFF', '\u2028', '😀', 'क्ष', '%00', '../') },
);

function insertAt(text: string, at: number, inserted: string): string {
  const cut = at % (text.length + 1);
  return `${text.slice(0, cut)}${inserted}${text.slice(cut)}`;
}

/** Strings no form would send: huge, control characters, NUL, lone surrogates, any unicode, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(hugeAscii, hugeDevanagari, hugeEmoji, longAscii) },
  { weight: 1, arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }) },
  {
    weight: 2,
    // a plausible value with something hostile inside it
    arbitrary: fc
      .tuple(fc.string({ unit: 'grapheme-ascii', maxLength: 8 }), fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 64)), fc.string({ unit: 'grapheme-ascii', maxLength: 8 }))
      .map(([before, inside, after]) => `${before}${inside}${after}`),
  },
);

/** Numbers at and past every boundary a handler might assume. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      -1,
      -0,
      0,
      0.5,
      1.5,
      -1.5,
      0.1 + 0.2,
      2 ** 31 - 1,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 32,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      Number.MIN_SAFE_INTEGER,
      2 ** 63,
      1e21,
      1e308,
      -1e308,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.EPSILON,
      1e-7,
      99_999_999.999,
    ),
  },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, of any type: for type swaps and whole-body replacements. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, [], [[]], nested(2_000, 1), nested(40, 'deep\u0000'), Array.from({ length: 5_000 }, (_, index) => index)) },
);

/** Property names no schema declares. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '\u0000', 'id', 'admin', '$where', '😀', 'नाम', 'a'.repeat(1_000)),
  fc.string({ minLength: 1, maxLength: 12 }),
);

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export interface FuzzRequest {
  /** What was done to a valid request, for the report. */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** False when the method or path was changed: the answer may come from another route. */
  sameRoute: boolean;
}

/** Who calls: nobody, a logged-in member (bearer token), or the holder of a refresh cookie. */
export interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Tokens the header mutations may bend (tampered, lower-case scheme...). */
  accessToken?: string;
  refreshToken?: string;
}

type QueryEntry = [name: string, value: string, raw: boolean];

interface Parts {
  method: string;
  path: Record<string, { value: string; raw: boolean }>;
  query: QueryEntry[];
  headers: Record<string, string>;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string | Buffer };
  contentType: string | undefined;
  mutation: string;
  sameRoute: boolean;
}

/** encodeURIComponent that survives lone surrogates (encoded as the UTF-8 a client would send). */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

/** A header value as Node would hand it over from the wire: the UTF-8 bytes read as latin1. */
export function headerValue(value: string): string {
  return Buffer.from(value, 'utf8').toString('latin1');
}

function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const MARKER = '@@FUZZ_RAW@@';

function buildRequest(operation: FuzzOperation, parts: Parts): FuzzRequest {
  let url = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parts.path[name];
    if (!parameter) return whole;
    return parameter.raw ? parameter.value : encodeComponent(parameter.value);
  });
  if (parts.query.length > 0) {
    url += `?${parts.query.map(([name, value, raw]) => (raw ? `${name}=${value}` : `${encodeComponent(name)}=${encodeComponent(value)}`)).join('&')}`;
  }
  const headers = { ...parts.headers };
  let payload: string | Buffer | undefined;
  if (parts.body.kind === 'json') payload = JSON.stringify(parts.body.value);
  else if (parts.body.kind === 'text') payload = parts.body.text;
  if (parts.contentType !== undefined) headers['content-type'] = parts.contentType;
  return { mutation: parts.mutation, method: parts.method, url, headers, ...(payload !== undefined ? { payload } : {}), sameRoute: parts.sameRoute };
}

/** The valid-shaped parts of a request to the operation, for this caller. */
function validParts(operation: FuzzOperation, caller: Caller, pool: ValuePool | undefined): fc.Arbitrary<Parts> {
  const parameterArbitrary = (parameter: FuzzParameter) => validValue(parameter.schema, pool, parameter.name).map(parameterText);
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const record = (parameters: FuzzParameter[]) => {
    const model: Record<string, fc.Arbitrary<string>> = {};
    for (const parameter of parameters) model[parameter.name] = parameterArbitrary(parameter);
    const requiredKeys = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
    return fc.record(model, { requiredKeys });
  };
  const body = operation.body ? validValue(operation.body.schema, pool) : fc.constant(undefined);
  return fc.tuple(record(pathParameters), record(queryParameters), record(headerParameters), body).map(([path, query, headers, value]): Parts => ({
    method: operation.method,
    path: Object.fromEntries(Object.entries(path).map(([name, text]) => [name, { value: text, raw: false }])),
    query: Object.entries(query).map(([name, text]): QueryEntry => [name, text, false]),
    headers: { ...caller.headers, ...headers },
    body: operation.body ? { kind: 'json', value } : { kind: 'none' },
    contentType: operation.body ? 'application/json' : undefined,
    mutation: 'valid',
    sameRoute: true,
  }));
}

// --- locations inside a JSON body -------------------------------------------------------------

type JsonPath = Array<string | number>;
interface Location {
  path: JsonPath;
  schema: JsonSchema;
}

function childSchema(schema: JsonSchema, key: string | number): JsonSchema {
  const flat = flatten(schema);
  if (typeof key === 'number') return isObject(flat.items) ? flat.items : {};
  const properties = isObject(flat.properties) ? flat.properties : {};
  const property = properties[key];
  if (isObject(property)) return property;
  return isObject(flat.additionalProperties) ? flat.additionalProperties : {};
}

/** Every place in `value` (the root included) with the schema that describes it. */
export function locations(value: unknown, schema: JsonSchema, path: JsonPath = []): Location[] {
  const here: Location[] = [{ path, schema: flatten(schema) }];
  if (Array.isArray(value)) value.forEach((item, index) => here.push(...locations(item, childSchema(schema, index), [...path, index])));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) here.push(...locations(item, childSchema(schema, key), [...path, key]));
  return here;
}

function defineOwn(target: Json, key: string, value: unknown): void {
  // defineProperty, so '__proto__' becomes an own property and reaches the JSON text
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of `root` with `path` set to `value` (or deleted when `remove`). */
export function updateAt(root: unknown, path: JsonPath, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = [...root];
    if (remove && rest.length === 0) copy.splice(head, 1);
    else copy[head] = updateAt(copy[head], rest, value, remove);
    return copy;
  }
  if (isObject(root) && typeof head === 'string') {
    const copy: Json = {};
    for (const [key, item] of Object.entries(root)) if (!(remove && rest.length === 0 && key === head)) defineOwn(copy, key, item);
    if (!(remove && rest.length === 0)) defineOwn(copy, head, updateAt(root[head], rest, value, remove));
    return copy;
  }
  return root;
}

function valueAt(root: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);
}

function pathText(path: JsonPath): string {
  return ['body', ...path].join('/');
}

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/** The same kind of value, at or past its limits: hostile strings for strings, extreme numbers for numbers. */
function edgeFor(schema: JsonSchema, choice: { text: string; number: number; any: unknown }): unknown {
  const types = schemaTypes(schema);
  if (types.includes('string')) return choice.text;
  if (types.includes('integer') || types.includes('number')) return choice.number;
  return choice.any;
}

const RAW_NUMBERS = ['1e999', '-1e999', '1E+400', '1.0', '1e2', '-0', '0.0000001', '123456789012345678901234567890', '1.7976931348623157e309', '-0.0', '5e-324'];
const INVALID_UTF8: number[][] = [[0xff], [0xfe, 0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0xa4], [0x80]];
const INVALID_JSON = [
  '{',
  '}',
  '[',
  '{"',
  'nul',
  'undefined',
  "{'query':'x'}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '{"a" 1}',
  '\uFEFF{}',
  '/* comment */ {}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '{"a":"\u0000"}',
  '{"a":"\t"}',
  '{"a":"\\x41"}',
  '{"a":"\\uD800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[]',
  'null',
  'true',
  '0',
  '""',
  '\u0000',
  `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  `${'{"a":'.repeat(12_000)}1${'}'.repeat(12_000)}`,
  `{"a":"${'x'.repeat(HUGE)}"}`,
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/jsonx',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/json; charset=',
  'application/json;;;',
  'APPLICATION/JSON',
  ' application/json ',
  'application/json, text/plain',
  'json',
  '*/*',
  '',
  '\u0000',
  'application/json\u0000',
];
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const ROUTE_BENDS: Array<[string, (path: string) => string]> = [
  ['trailing slash', (path) => `${path}/`],
  ['double slash', (path) => `/${path}`],
  ['upper case', (path) => path.toUpperCase()],
  ['dot segments', (path) => `${path}/../../../../etc/passwd`],
  ['encoded dot segments', (path) => `${path}/..%2F..%2F..%2Fetc%2Fpasswd`],
  ['%2e%2e segments', (path) => `${path}/%2e%2e/%2e%2e/`],
  ['%00 suffix', (path) => `${path}%00`],
  ['%00 segment', (path) => `${path}/%00/x`],
  ['broken escape', (path) => `${path}%E0%A4%A`],
  ['lone %', (path) => `${path}%`],
  ['backslashes', (path) => `${path}\\..\\..\\`],
  ['matrix parameter', (path) => `${path};jsessionid=1`],
  ['extension', (path) => `${path}.json`],
  ['traversal prefix', (path) => `/../../..${path}`],
  ['unicode suffix', (path) => `${path}/नमस्ते😀`],
  ['huge suffix', (path) => `${path}/${'z'.repeat(HUGE)}`],
  ['template left in', (path) => path],
];

/** A forged token whose header says `alg: none`. */
const NONE_TOKEN = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","sid":"1","lt":"SSO"}').toString('base64url')}.`;

function authorizationValues(caller: Caller): string[] {
  const token = caller.accessToken ?? 'a.b.c';
  return [
    '',
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    `Bearer ${NONE_TOKEN}`,
    'Basic Zm9vOmJhcg==',
    `bearer ${token}`,
    `Bearer  ${token}`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(0, -2)}`,
    `Bearer ${token.split('.').reverse().join('.')}`,
    token,
    `Bearer ${'x'.repeat(HUGE)}`,
    `Bearer ${token}\u0000`,
  ];
}

function cookieValues(name: string, caller: Caller): string[] {
  const token = caller.refreshToken ?? 'x';
  return [
    `${name}=`,
    `${name}`,
    `${name}=%E0%A4%A`,
    `${name}=%00`,
    `${name}="${token}"`,
    `${name}=${token}x`,
    `${name}=a; ${name}=${token}`,
    `${name}=${'x'.repeat(HUGE)}`,
    '; ; =',
    '=;=',
    `${name}=${encodeComponent('नमस्ते😀')}`,
  ];
}

export interface RequestOptions {
  caller: Caller;
  pool?: ValuePool;
}

/**
 * Requests to one operation: valid-shaped ones and generic mutations of them. Each mutation draws
 * its random material up front (a tuple), so fast-check can shrink it to a small counterexample.
 */
export function requestArbitrary(operation: FuzzOperation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const { caller, pool } = options;
  const valid = validParts(operation, caller, pool);
  const build = (parts: Parts) => buildRequest(operation, parts);
  const index = fc.nat({ max: 10_000 });
  const mutations: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [{ weight: 6, arbitrary: valid.map(build) }];
  const add = (weight: number, arbitrary: fc.Arbitrary<Parts>) => mutations.push({ weight, arbitrary: arbitrary.map(build) });

  if (operation.body) {
    const bodySchema = operation.body.schema;
    const withLocation = <T>(extra: fc.Arbitrary<T>, apply: (parts: Parts, body: unknown, location: Location, extra: T) => Parts, filter: (location: Location, body: unknown) => boolean = () => true) =>
      fc.tuple(valid, index, extra).map(([parts, at, material]) => {
        const body = parts.body.kind === 'json' ? parts.body.value : undefined;
        const location = pick(
          locations(body, bodySchema).filter((candidate) => filter(candidate, body)),
          at,
        );
        // a body without such a place (no scalar field) is mutated at its root instead
        return apply(parts, body, location ?? { path: [], schema: flatten(bodySchema) }, material);
      });
    const json = (parts: Parts, value: unknown, mutation: string): Parts => ({ ...parts, body: { kind: 'json', value }, mutation });
    const text = (parts: Parts, payload: string | Buffer, mutation: string): Parts => ({ ...parts, body: { kind: 'text', text: payload }, mutation });

    // a scalar field of the same type, past its limits: hostile strings, extreme numbers
    add(
      5,
      withLocation(
        fc.record({ text: hostileString, number: hostileNumber, any: hostileValue }),
        (parts, body, location, choice) => {
          const value = edgeFor(location.schema, choice);
          return json(parts, updateAt(body, location.path, value), `${pathText(location.path)} ← edge value`);
        },
        (location) => location.path.length > 0 && schemaTypes(location.schema).some((type) => type !== 'object' && type !== 'array' && type !== 'null'),
      ),
    );
    // one control character (NUL above all) inside a valid string, everything else valid
    add(
      3,
      withLocation(
        fc.tuple(injectedCharacter, index),
        (parts, body, location, [inserted, at]) => {
          const current = valueAt(body, location.path);
          const value = insertAt(typeof current === 'string' ? current : '', at, inserted);
          return json(parts, updateAt(body, location.path, value), `${pathText(location.path)} ← valid value with ${JSON.stringify(inserted)} inside`);
        },
        (location, body) => location.path.length > 0 && typeof valueAt(body, location.path) === 'string',
      ),
    );
    // another type altogether
    add(
      2,
      withLocation(hostileValue, (parts, body, location, value) => json(parts, updateAt(body, location.path, value), `${pathText(location.path)} ← any value`)),
    );
    // a field removed (required ones matter most, but any will do)
    add(
      2,
      withLocation(
        fc.constant(null),
        (parts, body, location) => json(parts, updateAt(body, location.path, undefined, true), `${pathText(location.path)} removed`),
        (location) => location.path.length > 0,
      ),
    );
    // an unknown field in an object
    add(
      2,
      withLocation(
        fc.tuple(unknownKey, hostileValue),
        (parts, body, location, [key, value]) => {
          const target = valueAt(body, location.path) as Json;
          const copy: Json = {};
          for (const [name, item] of Object.entries(target)) defineOwn(copy, name, item);
          defineOwn(copy, key, value);
          return json(parts, updateAt(body, location.path, copy), `${pathText(location.path)} + unknown field ${JSON.stringify(key.slice(0, 20))}`);
        },
        (location, body) => isObject(valueAt(body, location.path)),
      ),
    );
    // a number JSON.stringify would never write (1e999 is Infinity once parsed)
    add(
      1,
      withLocation(fc.constantFrom(...RAW_NUMBERS), (parts, body, location, token) => {
        const textBody = JSON.stringify(updateAt(body, location.path, MARKER)).replace(JSON.stringify(MARKER), token);
        return text(parts, textBody, `${pathText(location.path)} ← raw number ${token}`);
      }),
    );
    // bytes that are not UTF-8 inside a string
    add(
      1,
      withLocation(fc.constantFrom(...INVALID_UTF8), (parts, body, location, bytes) => {
        const [before = '', after = ''] = JSON.stringify(updateAt(body, location.path, MARKER)).split(MARKER);
        return text(parts, Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]), `${pathText(location.path)} ← invalid UTF-8 ${Buffer.from(bytes).toString('hex')}`);
      }),
    );
    // not JSON at all, or a broken copy of the valid body
    add(
      2,
      fc.tuple(valid, fc.oneof(fc.constantFrom(...INVALID_JSON).map((payload) => ({ payload, cut: -1 })), index.map((cut) => ({ payload: '', cut })))).map(([parts, { payload, cut }]) => {
        if (cut < 0) return text(parts, payload, 'invalid JSON');
        const whole = JSON.stringify(parts.body.kind === 'json' ? parts.body.value : {});
        const at = whole.length > 1 ? 1 + (cut % (whole.length - 1)) : 0;
        return text(parts, whole.slice(0, at), `valid JSON cut at ${at}`);
      }),
    );
    // the wrong media type, or none
    add(
      2,
      fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES, undefined)).map(([parts, contentType]) => ({ ...parts, contentType, mutation: `content-type ${JSON.stringify(contentType ?? null)}` })),
    );
    // no body
    add(
      1,
      fc.tuple(valid, fc.constantFrom('application/json', undefined), fc.constantFrom('none', 'empty')).map(([parts, contentType, kind]) => ({
        ...parts,
        body: kind === 'none' ? { kind: 'none' } : { kind: 'text', text: '' },
        contentType,
        mutation: `${kind === 'none' ? 'no' : 'an empty'} body, content-type ${JSON.stringify(contentType ?? null)}`,
      })),
    );
  } else {
    // a body where none is expected
    add(
      1,
      fc.tuple(valid, fc.oneof(hostileValue.map((value) => JSON.stringify(value) ?? 'null'), fc.constantFrom(...INVALID_JSON)), fc.constantFrom('application/json', 'text/plain', undefined)).map(
        ([parts, payload, contentType]) => ({ ...parts, body: { kind: 'text', text: payload }, contentType, mutation: `unexpected body, content-type ${JSON.stringify(contentType ?? null)}` }),
      ),
    );
  }

  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'cookie');
  if (parameters.length > 0) {
    // one parameter hostile, percent-encoded as a client would, or raw (so %00, ../ and % go as they are)
    add(
      4,
      fc.tuple(valid, index, hostileString, fc.boolean()).map(([parts, at, value, raw]) => {
        const parameter = pick(parameters, at) as FuzzParameter;
        return setParameter(parts, parameter, value, raw, `${parameter.in} ${parameter.name} ← ${raw ? 'raw' : 'encoded'} hostile value`);
      }),
    );
    // one control character (NUL above all) inside a parameter's valid value, sent percent-encoded
    add(
      2,
      fc.tuple(valid, index, injectedCharacter, index).map(([parts, at, inserted, position]) => {
        const parameter = pick(parameters, at) as FuzzParameter;
        const current =
          parameter.in === 'path' ? (parts.path[parameter.name]?.value ?? '') : parameter.in === 'query' ? (parts.query.find(([name]) => name === parameter.name)?.[1] ?? '') : (parts.headers[parameter.name.toLowerCase()] ?? '');
        return setParameter(parts, parameter, insertAt(current, position, inserted), false, `${parameter.in} ${parameter.name} ← valid value with ${JSON.stringify(inserted)} inside`);
      }),
    );
    // a numeric parameter spelled as something that may coerce to a number (Infinity, 1e999, 0x10...)
    const numeric = parameters.filter((parameter) => schemaTypes(flatten(parameter.schema)).some((type) => type === 'integer' || type === 'number'));
    if (numeric.length > 0) {
      // (only operations with such parameters have this mutation, so it may weigh a lot)
      add(
        6,
        fc.tuple(valid, index, fc.oneof(fc.constantFrom(...NON_FINITE_STRINGS), fc.constantFrom(...NUMERIC_STRINGS))).map(([parts, at, value]) => {
          const parameter = pick(numeric, at) as FuzzParameter;
          return setParameter(parts, parameter, value, false, `${parameter.in} ${parameter.name} ← numeric spelling ${JSON.stringify(value)}`);
        }),
      );
    }
    // a required parameter missing (a path parameter left empty)
    const required = parameters.filter((parameter) => parameter.required);
    if (required.length > 0) {
      add(
        1,
        fc.tuple(valid, index).map(([parts, at]) => {
          const parameter = pick(required, at) as FuzzParameter;
          if (parameter.in === 'path') return setParameter(parts, parameter, '', false, `path ${parameter.name} empty`);
          const next = { ...parts, mutation: `${parameter.in} ${parameter.name} missing` };
          if (parameter.in === 'query') next.query = parts.query.filter(([name]) => name !== parameter.name);
          else next.headers = Object.fromEntries(Object.entries(parts.headers).filter(([name]) => name !== parameter.name.toLowerCase()));
          return next;
        }),
      );
    }
  }
  // query: an unknown parameter, or one given twice
  add(
    1,
    fc.tuple(valid, unknownKey, hostileString, index).map(([parts, name, value, at]) => {
      const known = operation.parameters.filter((parameter) => parameter.in === 'query');
      const twice = pick(known, at);
      if (twice && at % 2 === 0) return { ...parts, query: [...parts.query, [twice.name, value, false], [twice.name, value, false]], mutation: `query ${twice.name} given twice` };
      return { ...parts, query: [...parts.query, [name || 'x', value, false]], mutation: `unknown query parameter ${JSON.stringify(name.slice(0, 20))}` };
    }),
  );
  // odd headers: broken credentials, bad lengths, hostile values
  const headerChoices: Array<[string, string]> = [
    ...authorizationValues(caller).map((value): [string, string] => ['authorization', value]),
    ...(operation.cookie ? cookieValues(operation.cookie.name, caller).map((value): [string, string] => ['cookie', value]) : []),
    ['content-length', 'abc'],
    ['content-length', '-1'],
    ['content-length', '99999999999999999999'],
    ['accept', 'text/html'],
    ['accept', 'application/xml;q=abc'],
    ['accept-encoding', 'gzip;q=nope, br'],
    ['x-forwarded-for', '1.2.3.4, ::1, not-an-address'],
    ['host', ''],
    ['if-none-match', '*'],
    ['range', 'bytes=0-1'],
  ];
  add(
    2,
    fc.tuple(valid, fc.oneof(fc.constantFrom(...headerChoices), fc.tuple(fc.constantFrom('x-fuzz', 'user-agent', 'referer', 'origin', 'authorization', 'cookie'), hostileString.map(headerValue)))).map(([parts, [name, value]]) => ({
      ...parts,
      headers: { ...parts.headers, [name]: value },
      mutation: `header ${name}: ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? '…' : ''}`,
    })),
  );
  // another method, or a bent path
  add(
    1,
    fc.tuple(valid, fc.constantFrom(...OTHER_METHODS.filter((method) => method !== operation.method))).map(([parts, method]) => ({ ...parts, method, mutation: `method ${method}`, sameRoute: false })),
  );
  mutations.push({
    weight: 1,
    arbitrary: fc.tuple(valid, fc.constantFrom(...ROUTE_BENDS)).map(([parts, [label, bend]]) => {
      const request = buildRequest(operation, label === 'template left in' ? { ...parts, path: {} } : parts);
      const [path = '', query] = request.url.split(/\?(.*)/s, 2);
      // a bend the URL parser undoes (a path with no parameters, a traversal that lands back on it) still reaches the operation's route
      const sameRoute = new URL(bend(path), 'http://x').pathname === new URL(path, 'http://x').pathname;
      return { ...request, url: `${bend(path)}${query !== undefined ? `?${query}` : ''}`, mutation: `path: ${label}`, sameRoute };
    }),
  });
  return fc.oneof(...mutations).map(withDescription);
}

/** fast-check prints a counterexample through this: the request, shortened, instead of 100 KB of it. */
function withDescription(request: FuzzRequest): FuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false });
  return request;
}

function setParameter(parts: Parts, parameter: FuzzParameter, value: string, raw: boolean, mutation: string): Parts {
  switch (parameter.in) {
    case 'path':
      return { ...parts, path: { ...parts.path, [parameter.name]: { value, raw } }, mutation };
    case 'query':
      return { ...parts, query: [...parts.query.filter(([name]) => name !== parameter.name), [parameter.name, value, raw]], mutation };
    default:
      return { ...parts, headers: { ...parts.headers, [parameter.name.toLowerCase()]: headerValue(value) }, mutation };
  }
}

// ---------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------

/** Shortens for a failure message, showing control characters and lone surrogates escaped. */
export function truncate(text: string, max = 600): string {
  const shown = text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
  return JSON.stringify(shown).slice(1, -1);
}

export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${truncate(value, 120)}`);
  const payload = request.payload === undefined ? '(none)' : Buffer.isBuffer(request.payload) ? `bytes ${truncate(request.payload.toString('hex'), 600)}` : truncate(request.payload);
  return [`${request.method} ${truncate(request.url, 300)}`, `  mutation: ${request.mutation}`, `  headers: ${headers.join(' | ') || '(none)'}`, `  body: ${payload}`].join('\n');
}
