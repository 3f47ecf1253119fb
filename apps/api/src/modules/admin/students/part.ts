// Student requests for reviewers: the queue (one state, oldest first, paged), one request with its
// member, form, document and decision, the document itself through a signed URL made for the staff
// session that asked, and the decision. A decision moves a request from SUBMITTED only (a conditional
// update, so of two reviewers deciding at once exactly one wins and the other is told who did what),
// and in the same transaction sets who decided, queues the member's SMS (or email) in the outbox and
// appends the audit entry.
import type { components } from '@rewards/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/connection';
import { users } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { toInternational } from '../../../shared/mobile';
import type { MessageTemplate, NewMessage } from '../../messages';
import {
  DocumentMissingError,
  StudentRepository,
  createDocumentStorage,
  studentDecisionMessage,
  unknownRequest,
  type StudentVerificationRow,
} from '../../student';
import { staffUnauthorized } from '../access';
import { recordAudit } from '../audit';
import type { AdminPartDeps } from '../part-deps';
import type { StaffActor } from '../sessions';
import { DocumentUrls, deriveDocumentUrlKey } from './document-url';
import { StudentQueueRepository, type QueuePosition, type QueueState, type RequestWithMember } from './repository';
import { decidedAlready, documentHeaders, membershipWords, maskMobileForStaff } from './view';

type Schemas = components['schemas'];
type Decision = Schemas['AdminStudentDecisionRequest'];

export const DOCUMENT_ROUTE = '/nc/admin/v1/students/:requestId/document';
/** A decision's message is worth sending for three days (the sender retries until then). */
const DECISION_MESSAGE_TTL_MS = 3 * 24 * 3_600_000;
/** The outbox row's template: a registered SMS template (its DLT id is SMS_DLT_TEMPLATE_STUDENT_DECISION). */
const DECISION_TEMPLATE = 'student_decision' satisfies MessageTemplate;

export function documentUrlRefused(): AppError {
  return new AppError(403, 'ADMIN-DOCUMENT-URL', 'The document URL has expired, was changed, or was made for another staff session', 'This document link has expired. Reload the request to see the document.');
}

export function studentsPart(deps: AdminPartDeps) {
  const queue = new StudentQueueRepository(deps.db);
  const storage = createDocumentStorage(deps.config.student);
  const urls = new DocumentUrls(deriveDocumentUrlKey(deps.config.auth.secret), deps.now);

  function view(found: RequestWithMember, staff: StaffActor): Schemas['AdminStudentRequest'] {
    const { request: row, member } = found;
    const url = urls.issue(row.publicId, staff.sessionId);
    const name = [member.firstName, member.lastName].filter((part) => part && part.trim() !== '').join(' ');
    return {
      requestId: row.publicId,
      state: row.state as Schemas['StudentVerificationState'],
      submittedAt: row.submittedAt.toISOString(),
      member: {
        ssoId: member.ssoId,
        name: name === '' ? null : name,
        mobile: member.mobile ? maskMobileForStaff(member.mobile) : null,
        primeProfile: member.primeProfile as Schemas['PrimeProfile'],
        membership: membershipWords(member, deps.now()),
        blocked: member.blockedAt !== null || member.primeProfile === 9,
      },
      form: { name: row.name, email: row.email, collegeName: row.collegeName, pincode: row.pincode },
      document: {
        name: row.documentName,
        type: row.documentType as Schemas['StudentDocumentType'],
        bytes: row.documentBytes,
        url: url.url,
        urlExpiresAt: url.expiresAt.toISOString(),
        disposition: documentHeaders(row.documentType).disposition,
      },
      decision:
        row.state === 'SUBMITTED' || !row.decidedAt
          ? null
          : { state: row.state as 'APPROVED' | 'REJECTED', note: row.decisionNote, decidedAt: row.decidedAt.toISOString(), decidedBy: found.decidedByEmail },
    };
  }

  async function detail(requestId: string, staff: StaffActor): Promise<Schemas['AdminStudentRequestResponse']> {
    const found = await queue.withMember(requestId);
    if (!found) throw unknownRequest(requestId);
    return { success: true, data: view(found, staff) };
  }

  /** The member's message: SMS to their mobile, else email to the form's address. */
  async function decisionMessage(tx: AppDb, row: StudentVerificationRow, now: Date): Promise<NewMessage> {
    const [member] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
    const { subject, text } = studentDecisionMessage(row.state as 'APPROVED' | 'REJECTED', row.decisionNote);
    const expiresAt = new Date(now.getTime() + DECISION_MESSAGE_TTL_MS);
    if (member?.mobile) return { channel: 'sms', to: toInternational(member.mobile), template: DECISION_TEMPLATE, text, code: null, expiresAt };
    return { channel: 'email', to: row.email.toLowerCase(), template: DECISION_TEMPLATE, subject, text, code: null, expiresAt };
  }

  const handlers = {
    async adminListStudentRequests(
      request: FastifyRequest<{ Querystring: { state?: QueueState; cursor?: string; limit?: number } }>,
    ): Promise<Schemas['AdminStudentRequestListResponse']> {
      const { state = 'SUBMITTED', cursor, limit = 25 } = request.query;
      const rows = await queue.page(state, cursor === undefined ? undefined : readCursor(cursor), limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        success: true,
        data: {
          items: items.map((row) => ({
            requestId: row.publicId,
            submittedAt: row.submittedAt.toISOString(),
            name: row.name,
            collegeName: row.collegeName,
            state: row.state as Schemas['StudentVerificationState'],
            documentType: row.documentType as Schemas['StudentDocumentType'],
          })),
          nextCursor: rows.length > limit && last ? writeCursor({ submittedAt: last.submittedAt, requestId: last.publicId }) : null,
        },
      };
    },

    async adminGetStudentRequest(request: FastifyRequest<{ Params: { requestId: string } }>): Promise<Schemas['AdminStudentRequestResponse']> {
      return detail(request.params.requestId, requireStaff(request));
    },

    async adminGetStudentDocument(
      request: FastifyRequest<{ Params: { requestId: string }; Querystring: { expires: number; signature: string } }>,
      reply: FastifyReply,
    ) {
      const staff = requireStaff(request);
      const { requestId } = request.params;
      if (!urls.verify(requestId, request.query.expires, request.query.signature, staff.sessionId)) throw documentUrlRefused();
      const row = await new StudentRepository(deps.db).findByPublicId(requestId);
      if (!row) throw unknownRequest(requestId);
      let body;
      try {
        body = await storage.read(row.documentKey);
      } catch (error) {
        if (error instanceof DocumentMissingError) throw notFound(`the document of request ${requestId} is not in the store`, 'This document is no longer available.');
        throw error;
      }
      const headers = documentHeaders(row.documentType);
      return reply
        .headers({
          'content-type': headers.contentType,
          'content-disposition': `${headers.disposition}; filename="${headers.fileName}"`,
          'content-length': String(row.documentBytes),
          'content-security-policy': headers.csp,
          'x-content-type-options': 'nosniff',
          // the console frames an inline document (its own origin, through the proxy); nothing else may
          'x-frame-options': headers.disposition === 'inline' ? 'SAMEORIGIN' : 'DENY',
          'cross-origin-resource-policy': 'same-origin',
        })
        .send(body);
    },

    async adminDecideStudentRequest(request: FastifyRequest<{ Params: { requestId: string }; Body: Decision }>): Promise<Schemas['AdminStudentRequestResponse']> {
      const staff = requireStaff(request);
      const { requestId } = request.params;
      const { decision } = request.body;
      const note = request.body.note?.trim() || null;
      if (decision === 'REJECTED' && !note) {
        throw badRequest([{ path: 'body/note', message: 'is required to reject a request' }], 'Write a note to reject: the member is shown it.');
      }
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as AppDb;
        const row = await new StudentRepository(db).decide(requestId, { state: decision, note, decidedAt: now, decidedBy: staff.id });
        if (!row) return undefined;
        await deps.outbox.enqueue(db, await decisionMessage(db, row, now));
        await recordAudit(
          db,
          { staff, at: now, requestId: request.id },
          {
            action: 'adminDecideStudentRequest',
            targetType: 'student_request',
            targetId: requestId,
            before: { state: 'SUBMITTED', decisionNote: null, decidedBy: null },
            after: { state: row.state, decisionNote: row.decisionNote, decidedBy: staff.email },
          },
        );
        return row;
      });
      if (!decided) {
        const existing = await queue.withMember(requestId);
        if (!existing) throw unknownRequest(requestId);
        throw decidedAlready(existing);
      }
      deps.outbox.wake();
      return detail(requestId, staff);
    },
  };

  return {
    handlers,
    async register(app: FastifyInstance): Promise<void> {
      // Registered after the app's Cache-Control hook (app.ts), so a document's answer says `private`
      // as well as `no-store`: no shared cache, and no copy kept in the reviewer's browser either.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.routeOptions.url === DOCUMENT_ROUTE && reply.statusCode === 200) void reply.header('cache-control', 'private, no-store');
        return payload;
      });
    },
  };
}

function requireStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw staffUnauthorized();
  return request.staff;
}

function writeCursor(position: QueuePosition): string {
  return Buffer.from(JSON.stringify([position.submittedAt.toISOString(), position.requestId])).toString('base64url');
}

function readCursor(cursor: string): QueuePosition {
  try {
    const [at, requestId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const submittedAt = new Date(String(at));
    if (typeof at === 'string' && typeof requestId === 'string' && !Number.isNaN(submittedAt.getTime()) && requestId.length <= 64) return { submittedAt, requestId };
  } catch {
    // refused below
  }
  throw badRequest([{ path: 'query/cursor', message: 'is not a cursor this queue gave' }], 'This page of the queue is out of date. Start again from the first page.');
}
