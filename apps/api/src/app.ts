// Builds the HTTP application from the contract: no listening, no database opening, no migrations.
// server.ts and the tests call it with their own config and database.
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import http from 'node:http';
import zlib from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { closeOnlyAnsweredIdleConnections } from '@rewards/server-runtime';
import type { AppConfig } from './config';
import { contractOperationIds, loadContract, withoutDevOnlyOperations } from './contract';
import type { Database } from './db/connection';
import { catalogueVersionOf } from './db/catalogue-version';
import { cacheControlFor } from './http/cache-control';
import { refusingAfterDatabaseFault, rememberingDatabaseFaults } from './http/auth-faults';
import { answerClientError } from './http/client-errors';
import { notFound, toAppError, type AppError } from './http/errors';
import { refuseNulCharacters } from './http/hygiene';
import { registerAddressKey } from './http/client-address';
import { createLogger } from './http/logging';
import { createApiMetrics, registerMetrics, type ApiMetrics } from './http/metrics';
import { Readiness } from './http/readiness';
import { REQUEST_ID_HEADER, requestIdFrom } from './http/request-id';
import { registerReadCache, type ReadCache } from './http/read-cache';
import { BASE_SECURITY_HEADERS, securityHeaders } from './http/security-headers';
import { createSerializerCompiler, enforceJsonBodies, streamMultipartBodies, validatorCompiler } from './http/validation';
import { registerLanguages, type Languages } from './i18n/answers';
import { contentTranslationsOf } from './i18n/content-translations';
import type { CaptchaPort } from './modules/auth/adapters/captcha/port';
import type { Fetch } from './modules/auth/adapters/captcha/recaptcha';
import type { EmailPort } from './modules/messages';
import type { SmsPort } from './modules/messages';
import { createMessagesModule } from './modules/messages/module';
import { createAdminModule } from './modules/admin/module';
import { createAnalyticsModule } from './modules/analytics/module';
import { createAuthModule } from './modules/auth/module';
import { createBannersModule } from './modules/banners/module';
import { createCardSchedules, createCardsModule } from './modules/cards/module';
import { createCatalogueModule } from './modules/catalogue/module';
import { createContentModule } from './modules/content/module';
import { createCreditModule } from './modules/credit/module';
import { createDigitalEventModule } from './modules/digital-events/module';
import { createDocsModule } from './modules/docs/module';
import type { ModuleDeps } from './modules/deps';
import { createHomeModule } from './modules/home/module';
import { createOfferActionsModule } from './modules/offer-actions/module';
import { createPartnerEnrolments, createPartnersModule } from './modules/partners/module';
import { membershipGrants } from './modules/payment/membership';
import { createPaymentModule } from './modules/payment/module';
import { createSavingsModule } from './modules/savings/module';
import { createStaticModule } from './modules/static/module';
import { createStudentModule } from './modules/student/module';
import { createSocialModule } from './modules/social/module';
import { createSystemModule } from './modules/system/module';

export interface AppDeps {
  database: Database;
  /** The process logger (server.ts shares it with the database); a new pino logger otherwise. */
  logger?: FastifyBaseLogger;
  /** Clock for rate limiting, codes, tokens and timestamps (tests move it). */
  now?: () => Date;
  /** Replaces the SMS adapter SMS_ADAPTER picks (tests: a gateway that fails or stalls). */
  sms?: SmsPort;
  /** Replaces the email adapter EMAIL_ADAPTER picks. */
  email?: EmailPort;
  /** Replaces the captcha provider CAPTCHA_PROVIDER picks (CAPTCHA_WHITELIST still applies). */
  captcha?: CaptchaPort;
  /** The fetch reCAPTCHA verification uses (tests pass a fake). */
  fetch?: Fetch;
  /** What /system/ready answers from (server.ts moves it: starting, ready, draining); ready when omitted. */
  readiness?: Readiness;
  /** METRICS_TOKEN: /metrics then wants it as a Bearer token; without it, loopback callers only (http/metrics.ts). */
  metricsToken?: string;
}

/** A public read is rebuilt at least this often by the app's clock (offers end, events pass). */
const READ_MODEL_MAX_AGE_MS = 30_000;
/** Public reads held at once (every search text is its own). */
const READ_MODEL_MAX_ENTRIES = 2_000;

/** How often the server checks the headers and request deadlines of its open connections. */
const HTTP_DEADLINE_CHECK_MS = 1_000;

/** Requests are small JSON documents; anything bigger is refused before parsing. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const now = deps.now ?? (() => new Date());
  const readiness = deps.readiness ?? new Readiness('ready');
  const metrics = createApiMetrics({ database: deps.database, readiness });
  // The read cache and the languages are set once registered; until then every request is Fastify's.
  const served: Served = { metrics, readiness };
  const app = createFastify(config, logger, served);
  // first, so every route's hooks count it
  registerMetrics(app, metrics, deps.metricsToken);
  registerDraining(app, readiness);
  await registerRequestHandling(app, config);
  const catalogueVersion = catalogueVersionOf(deps.database.db, config.readCache.versionTtlMs);
  // each request's language, and its answer in it (i18n/answers.ts), before the read models hold answers
  const languages = registerLanguages(app, contentTranslationsOf(deps.database.db, catalogueVersion));
  served.languages = languages;
  served.readCache = await registerCaching(app, catalogueVersion, now);
  registerErrorAnswers(app, languages);
  const modules = await createModules(config, { ...deps, readiness }, { db: deps.database.db, now, logger, catalogueVersion });
  await registerRoutes(app, modules);
  return app;
}

interface Served {
  readCache?: ReadCache;
  languages?: Languages;
  metrics: ApiMetrics;
  readiness: Readiness;
}

function createFastify(config: AppConfig, logger: FastifyBaseLogger, served: Served): FastifyInstance {
  return Fastify({
    loggerInstance: logger,
    // the caller's X-Request-Id when well-formed (a site server's, for the page it renders), else a new one (http/request-id.ts)
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // while closing, a request that reached the process is still answered (with Connection: close), not refused with a 503
    return503OnClosing: false,
    // A hop count means "the last N addresses were set by our own proxies" (Fastify's number semantics; its types want the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors Fastify raises before routing (a malformed URL) get the common error body too.
    frameworkErrors: (error, request, rawReply) => {
      const appError = toAppError(error);
      const reply = rawReply as unknown as FastifyReply;
      const body = served.languages ? served.languages.errorBody(request, appError.toBody()) : appError.toBody();
      // Route hooks (Cache-Control and Vary among them) do not run here, so the headers are set by hand.
      void reply.code(appError.statusCode).headers(BASE_SECURITY_HEADERS).header('cache-control', 'no-store').header('vary', 'Accept-Language').type('application/json; charset=utf-8').send(body);
    },
    // Errors Node's parser raises before Fastify has a request (header overflow, a malformed request line).
    clientErrorHandler: answerClientError,
    // Fastify's own HTTP/1 server, with the read models' plain hits answered in front of it (see
    // ReadCache.answerOnTheWire): the same bytes and headers, without a request object and hooks.
    // Slow clients are cut off (408, then the socket closed): headers and the whole request each have
    // a deadline, checked every second (Node's default check runs every 30 s, so a 30 s deadline
    // could hold a socket for a minute); an idle kept-alive socket closes after its own timeout.
    serverFactory: (handler) => {
      const { headersMs, requestMs, keepAliveMs } = config.httpTimeouts;
      const server = http.createServer({ headersTimeout: headersMs, requestTimeout: requestMs, keepAliveTimeout: keepAliveMs, connectionsCheckingInterval: HTTP_DEADLINE_CHECK_MS }, (request, response) => {
        const started = process.hrtime.bigint();
        // the socket's answer carries the request's id too (the kept headers never hold one: read-cache/hits.ts)
        const id = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
        request.headers[REQUEST_ID_HEADER] = id;
        response.setHeader(REQUEST_ID_HEADER, id);
        if (served.readiness.state === 'draining') response.setHeader('connection', 'close');
        if (served.readCache?.answerOnTheWire(request, response)) served.metrics.wireHit(request.url ?? '', Number(process.hrtime.bigint() - started) / 1e9);
        else handler(request, response);
      });
      // at close, only answered idle connections are cut; one whose request is not read yet is answered (@rewards/server-runtime)
      closeOnlyAnsweredIdleConnections(server);
      return server;
    },
  }) as unknown as FastifyInstance;
}

/**
 * Each answer carries its request's id; once draining, each answer (those begun before too) closes its
 * connection, so none is left idle to wait out its keep-alive while the server closes (http/shutdown.ts).
 */
function registerDraining(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.state === 'draining') void reply.header('connection', 'close');
    return payload;
  });
}

/** How requests are parsed and checked before any handler: validation, bodies, hygiene, headers, cookies. */
async function registerRequestHandling(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // responses are checked against the contract everywhere but production (the tests hold them to it)
  app.setSerializerCompiler(createSerializerCompiler({ validateResponses: config.nodeEnv !== 'production' }));
  enforceJsonBodies(app);
  streamMultipartBodies(app);
  refuseNulCharacters(app);
  // request.addressKey: what per-address limits and locks count against (an IPv6 client by its /64)
  registerAddressKey(app, config.ipv6LimitPrefixLength);
  app.decorateRequest('authSession', null);
  app.decorateRequest('staff', null);
  await securityHeaders(app, config.corsOrigins);
  await app.register(fastifyCookie);
  // Uploads (the student form) are read as streams by their handlers, each with its own limits;
  // these defaults keep any other use small. JSON bodies keep the 64 KB limit.
  await app.register(fastifyMultipart, { limits: { fileSize: BODY_LIMIT_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 20 } });
}

/** The read models, validators and compression, and Cache-Control: all from the contract's public-read marks. */
async function registerCaching(app: FastifyInstance, catalogueVersion: ModuleDeps['catalogueVersion'], now: () => Date): Promise<ReadCache> {
  // The public reads, built once per catalogue version and held serialized and compressed (before
  // the ETag and compression hooks, which then leave a cached answer as it is).
  const readCache = registerReadCache(app, {
    currentVersion: catalogueVersion,
    peekVersion: catalogueVersion.peek,
    now,
    maxAgeMs: READ_MODEL_MAX_AGE_MS,
    maxEntries: READ_MODEL_MAX_ENTRIES,
  });
  // A validator on every answer, so a cacheable read that has not changed answers 304 with no body
  // (registered before compression, which it must see uncompressed); then brotli or gzip for any
  // body over 1 KB the client accepts (the catalogue is 421 KB raw, about 30 KB in brotli).
  await app.register(fastifyEtag);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', cacheControlFor(request.url, reply.statusCode, request.method));
    return payload;
  });
  return readCache;
}

/** Errors and unknown routes answer the common error body, in the request's language. */
function registerErrorAnswers(app: FastifyInstance, languages: Languages): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode === 503) {
      request.log.warn({ err: error }, 'database unavailable');
    } else if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      // Paths and rule messages only: request bodies are never logged.
      request.log.info({ systemErrorCode: appError.systemErrorCode, details: appError.details }, appError.responseMessage);
    }
    setRetryAfter(reply, appError);
    return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(languages.errorBody(request, appError.toBody()));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound(`Route ${request.method} ${request.url.split('?', 1)[0]} not found`, 'Page not found');
    return reply.code(404).type('application/json; charset=utf-8').send(languages.errorBody(request, error.toBody()));
  });
}

/** Every module, built by its factory with what it needs of the others; their handlers by operationId. */
async function createModules(config: AppConfig, deps: AppDeps, moduleDeps: ModuleDeps) {
  const { database } = deps;
  // Card memberships scheduled for later are started by auth when due (through the payment module's grant).
  const cardSchedules = createCardSchedules(database.db, membershipGrants());
  // Every text and email leaves through the outbox; this process's sender delivers it.
  const messages = createMessagesModule(config, { ...moduleDeps, ...(deps.sms ? { sms: deps.sms } : {}), ...(deps.email ? { email: deps.email } : {}) });
  const auth = createAuthModule(config, {
    ...moduleDeps,
    messages: messages.outbox,
    partners: createPartnerEnrolments(database.db),
    scheduledMemberships: cardSchedules,
    ...(deps.captcha ? { captcha: deps.captcha } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const payment = createPaymentModule(config, { ...moduleDeps, auth: auth.access });
  const offerActions = createOfferActionsModule(config, { ...moduleDeps, auth: auth.access });
  const partners = createPartnersModule(config, { ...moduleDeps, auth: auth.access, memberships: payment.memberships });
  const cards = await createCardsModule(config, { ...moduleDeps, auth: auth.access, memberships: payment.memberships, schedules: cardSchedules });
  const student = createStudentModule(config, { ...moduleDeps, auth: auth.access });
  const credit = createCreditModule(config, { ...moduleDeps, auth: auth.access, messages: messages.outbox });
  const social = await createSocialModule(config, { ...moduleDeps, sessions: auth.sessions });
  const savings = createSavingsModule(config, { ...moduleDeps, auth: auth.access });
  const analytics = createAnalyticsModule(config, { ...moduleDeps, auth: auth.access, marketing: messages.marketing });
  const admin = createAdminModule(config, { ...moduleDeps, outbox: messages.outbox });
  const handlers: Record<string, (...args: never[]) => unknown> = {
    ...createCatalogueModule(config, moduleDeps).handlers,
    ...createBannersModule(config, moduleDeps).handlers,
    ...createHomeModule(config, moduleDeps).handlers,
    ...createContentModule(config, { ...moduleDeps, marketing: messages.marketing }).handlers,
    ...createStaticModule(config, moduleDeps).handlers,
    ...createSystemModule(config, { ...moduleDeps, database, readiness: deps.readiness ?? new Readiness('ready') }).handlers,
    ...auth.handlers,
    ...messages.devHandlers,
    // the reviewers' stand-in exists where the dev outbox does, never in production
    ...(messages.devHandlers ? student.devHandlers : {}),
    ...(messages.devHandlers ? payment.devHandlers : {}),
    // the stored analytics events are readable where the dev outbox is, never in production
    ...(messages.devHandlers ? analytics.devHandlers : {}),
    ...payment.handlers,
    ...offerActions.handlers,
    ...partners.handlers,
    ...cards.handlers,
    ...student.handlers,
    ...credit.handlers,
    ...createDigitalEventModule(config, { ...moduleDeps, auth: auth.access }).handlers,
    ...social.handlers,
    ...savings.handlers,
    ...analytics.handlers,
    ...admin.handlers,
  };
  return { handlers, messages, auth, payment, offerActions, cards, social, analytics, admin };
}

/** The modules' jobs and plain routes, then every contract operation routed to its handler. */
async function registerRoutes(app: FastifyInstance, modules: Awaited<ReturnType<typeof createModules>>): Promise<void> {
  const { handlers, messages, auth, payment, offerActions, cards, social, analytics, admin } = modules;
  app.addHook('onReady', async () => messages.sender.start());
  app.addHook('onClose', async () => messages.sender.stop());

  // Development helpers exist only while active: otherwise their operations leave the routed
  // contract, so they answer 404 like any unknown path.
  const specification = messages.devHandlers ? loadContract() : withoutDevOnlyOperations(loadContract());

  // Fail at startup, not at request time, when the contract and the handlers disagree.
  const missing = contractOperationIds(specification).filter((id) => !(id in handlers));
  if (missing.length > 0) throw new Error(`no handler for operations: ${missing.join(', ')}`);

  // The reference of the contract as routed, at /docs.
  await createDocsModule(specification).register(app);
  // The sandbox checkout pages and the webhook (raw body for its HMAC) are plain routes beside the contract.
  await payment.register(app);
  // The analytics retention job runs while the app is up (a first sweep once ready, then hourly).
  analytics.register(app);
  // The partner sandbox page a URL offering's signed link opens (HTML, outside the contract).
  await offerActions.register(app);
  // The sandbox identity provider (development), oidc-provider's own routes.
  await social.register(app);
  // The sandbox card network (development), oidc-provider's own routes.
  await cards.register(app);
  // The operator console's plain routes (staff sign-in through OpenID Connect; documents by signed URL).
  await admin.register(app);

  await app.register(openapiGlue, {
    specification,
    // a database failure while authenticating answers 503, on required and optional tokens alike (http/auth-faults.ts)
    securityHandlers: rememberingDatabaseFaults({ ...auth.securityHandlers, ...admin.securityHandlers }),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`no handler for operation ${operationId}`);
      return refusingAfterDatabaseFault(handler) as never;
    },
  });
}

/** A 429 or 503 says when to come back. */
function setRetryAfter(reply: FastifyReply, error: AppError): void {
  if (error.retryAfterSeconds !== undefined && (error.statusCode === 429 || error.statusCode === 503)) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
