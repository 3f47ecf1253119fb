// Codes, coupon pools and enrolment lists for marketers (issue 35, item 4): thin handlers over
// promo.ts, store.ts and pools.ts, which apply the command-line loaders' rules (src/operator/). The
// two uploads take their file as a `text/csv` body, up to 4 MiB (the API's other bodies stay at 64 KB).
import type { components, PartnerChannel } from '@rewards/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from '../../../http/errors';
import { staffUnauthorized } from '../access';
import type { AdminPartDeps } from '../part-deps';
import { listPools, uploadEnrolments, uploadPool, UPLOAD_LIMIT_BYTES } from './pools';
import { createCode, listCodes, setCodePaused } from './promo';
import { createStoreCode, listStoreCodes, setStoreCodePaused } from './store';

type Schemas = components['schemas'];
type CodeParams = { Params: { code: string } };

const CSV_MEDIA_TYPE = 'text/csv';
const UPLOAD_ROUTES = new Set(['/nc/admin/v1/pools/:offeringId/upload', '/nc/admin/v1/enrolments/:partner/upload']);

async function requireCsvBody(request: FastifyRequest): Promise<void> {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== CSV_MEDIA_TYPE) throw badRequest([{ path: 'headers/content-type', message: `must be ${CSV_MEDIA_TYPE}` }], 'Upload the file as CSV.');
  if (typeof request.body !== 'string') throw badRequest([{ path: 'body', message: 'is required' }], 'Choose a file to upload.');
}

export function codesPart(deps: AdminPartDeps) {
  const { db, now } = deps;
  const actor = (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw staffUnauthorized();
    return { staff, at: now(), requestId: request.id };
  };

  return {
    handlers: {
      async adminListCodes(request: FastifyRequest<{ Querystring: { type?: 'PROMO' | 'GC'; query?: string } }>): Promise<Schemas['AdminCodeListResponse']> {
        return { success: true, data: await listCodes(db, request.query, now()) };
      },
      async adminCreateCode(request: FastifyRequest<{ Body: Schemas['AdminCodeCreate'] }>, reply: FastifyReply): Promise<Schemas['AdminCodeResponse']> {
        const data = await createCode(db, actor(request), request.body);
        reply.code(201);
        return { success: true, data };
      },
      async adminPauseCode(request: FastifyRequest<CodeParams>): Promise<Schemas['AdminCodeResponse']> {
        return { success: true, data: await setCodePaused(db, actor(request), request.params.code, true) };
      },
      async adminResumeCode(request: FastifyRequest<CodeParams>): Promise<Schemas['AdminCodeResponse']> {
        return { success: true, data: await setCodePaused(db, actor(request), request.params.code, false) };
      },
      async adminListStoreCodes(request: FastifyRequest<{ Querystring: { partner?: PartnerChannel; query?: string } }>): Promise<Schemas['AdminStoreCodeListResponse']> {
        return { success: true, data: await listStoreCodes(db, request.query, now()) };
      },
      async adminCreateStoreCode(request: FastifyRequest<{ Body: Schemas['AdminStoreCodeCreate'] }>, reply: FastifyReply): Promise<Schemas['AdminStoreCodeResponse']> {
        const data = await createStoreCode(db, actor(request), request.body);
        reply.code(201);
        return { success: true, data };
      },
      async adminPauseStoreCode(request: FastifyRequest<CodeParams>): Promise<Schemas['AdminStoreCodeResponse']> {
        return { success: true, data: await setStoreCodePaused(db, actor(request), request.params.code, true) };
      },
      async adminResumeStoreCode(request: FastifyRequest<CodeParams>): Promise<Schemas['AdminStoreCodeResponse']> {
        return { success: true, data: await setStoreCodePaused(db, actor(request), request.params.code, false) };
      },
      async adminListPools(): Promise<Schemas['AdminPoolListResponse']> {
        return { success: true, data: { pools: await listPools(db, now()) } };
      },
      async adminUploadPool(request: FastifyRequest<{ Params: { offeringId: number }; Body: string }>): Promise<Schemas['AdminPoolUploadResponse']> {
        return { success: true, data: await uploadPool(db, actor(request), request.params.offeringId, request.body) };
      },
      async adminUploadEnrolments(request: FastifyRequest<{ Params: { partner: PartnerChannel }; Body: string }>): Promise<Schemas['AdminEnrolmentUploadResponse']> {
        return { success: true, data: await uploadEnrolments(db, actor(request), request.params.partner, request.body) };
      },
    },

    async register(app: FastifyInstance): Promise<void> {
      // CSV bodies are read as text; only the two upload routes take more than the API's 64 KB.
      if (!app.hasContentTypeParser(CSV_MEDIA_TYPE)) {
        app.addContentTypeParser(CSV_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => done(null, body));
      }
      app.addHook('onRoute', (route: RouteOptions) => {
        if (!UPLOAD_ROUTES.has(route.url)) return;
        route.bodyLimit = UPLOAD_LIMIT_BYTES;
        const existing = route.preValidation;
        route.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), requireCsvBody];
      });
    },
  };
}
