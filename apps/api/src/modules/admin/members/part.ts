// The members part of the console's API (support): thin handlers keyed by the contract's
// operationIds; the rules and transactions are the service's.
import type { components, operations } from '@rewards/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffUnauthorized } from '../access';
import type { AuditContext } from '../audit';
import type { AdminPartDeps } from '../part-deps';
import { MembersService } from './service';

type Schemas = components['schemas'];
type MemberParams = { Params: { ssoId: string } };
type ReasonBody = { Body: Schemas['AdminMemberReasonRequest'] };

export function membersPart(deps: AdminPartDeps) {
  const service = new MembersService(deps);
  const audit = (request: FastifyRequest): AuditContext => {
    if (!request.staff) throw staffUnauthorized();
    return { staff: request.staff, at: deps.now(), requestId: request.id };
  };
  return {
    handlers: {
      async adminFindMembers(request: FastifyRequest<{ Querystring: operations['adminFindMembers']['parameters']['query'] }>): Promise<Schemas['AdminMemberSearchResponse']> {
        return { success: true, data: await service.find(request.query.query) };
      },
      async adminGetMember(request: FastifyRequest<MemberParams>): Promise<Schemas['AdminMemberResponse']> {
        return { success: true, data: await service.get(request.params.ssoId) };
      },
      async adminRevealMember(request: FastifyRequest<MemberParams & ReasonBody>): Promise<Schemas['AdminMemberContactResponse']> {
        return { success: true, data: await service.reveal(request.params.ssoId, request.body.reason, audit(request)) };
      },
      async adminBlockMember(request: FastifyRequest<MemberParams & ReasonBody>): Promise<Schemas['AdminMemberBlockResponse']> {
        return { success: true, data: await service.block(request.params.ssoId, request.body.reason, audit(request)) };
      },
      async adminUnblockMember(request: FastifyRequest<MemberParams & ReasonBody>): Promise<Schemas['AdminMemberBlockResponse']> {
        return { success: true, data: await service.unblock(request.params.ssoId, request.body.reason, audit(request)) };
      },
      async adminResendInvoice(request: FastifyRequest<{ Params: { ssoId: string; orderId: string } }>): Promise<Schemas['AdminResendInvoiceResponse']> {
        return { success: true, data: await service.resendInvoice(request.params.ssoId, request.params.orderId, audit(request)) };
      },
    },
    async register(_app: FastifyInstance): Promise<void> {},
  };
}
