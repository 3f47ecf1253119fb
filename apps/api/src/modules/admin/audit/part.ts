// The audit log's reader (admins only): every staff action, newest first, filtered by who, what and
// when, and paged by the last entry's id. Reading only: the log has no operation that changes or
// deletes an entry (and the table refuses UPDATE, DELETE and TRUNCATE whoever asks).
import type { components, operations } from '@rewards/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../http/errors';
import type { AdminPartDeps } from '../part-deps';
import { listAudit } from './repository';

type Schemas = components['schemas'];
type ListRequest = FastifyRequest<{ Querystring: NonNullable<operations['adminListAudit']['parameters']['query']> }>;

export const AUDIT_PAGE_SIZE = 50;

export function auditPart(deps: AdminPartDeps) {
  return {
    handlers: {
      async adminListAudit(request: ListRequest): Promise<Schemas['AdminAuditListResponse']> {
        const query = request.query ?? {};
        const from = query.from === undefined ? undefined : new Date(query.from);
        const to = query.to === undefined ? undefined : new Date(query.to);
        if (from && to && from.getTime() >= to.getTime()) {
          throw badRequest([{ path: 'query/to', message: 'must be after from' }], 'The end of the period must be after its start.');
        }
        const page = await listAudit(deps.db, {
          ...(query.staff ? { staff: query.staff } : {}),
          ...(query.action ? { action: query.action } : {}),
          ...(query.targetType ? { targetType: query.targetType } : {}),
          ...(query.targetId ? { targetId: query.targetId } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(query.cursor !== undefined ? { before: query.cursor } : {}),
          limit: query.limit ?? AUDIT_PAGE_SIZE,
        });
        return {
          success: true,
          data: {
            entries: page.entries.map((entry) => ({
              id: entry.id,
              at: entry.at.toISOString(),
              staffEmail: entry.staffEmail,
              roles: entry.roles,
              action: entry.action,
              targetType: entry.targetType,
              targetId: entry.targetId,
              before: entry.before,
              after: entry.after,
              requestId: entry.requestId,
            })),
            nextCursor: page.nextCursor,
          },
        };
      },
    },
    async register(_app: FastifyInstance): Promise<void> {},
  };
}
