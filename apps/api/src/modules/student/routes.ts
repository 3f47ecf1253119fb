// Thin handlers for the student offer form, keyed by the contract's operationIds.
import type { components } from '@rewards/api-contract';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import { STUDENT_MAX_DOCUMENT_BYTES } from './copy';
import type { FormPart, StudentService } from './service';

type Schemas = components['schemas'];

/**
 * Busboy's limits for the form: four short text fields and one file. The file limit sits one byte
 * past the document's, so the service sees the first byte too many and refuses there; a second file
 * is allowed through busboy only to be refused by name.
 */
const FORM_LIMITS = {
  limits: { fileSize: STUDENT_MAX_DOCUMENT_BYTES + 1, files: 2, fields: 8, parts: 10, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20 },
};

/** How long, and how much, a refused upload's remainder is read and dropped before the connection is cut. */
const LINGER_MS = 10_000;
const LINGER_BYTES = 32 * 1024 * 1024;

/**
 * A refusal can come before the body was read to its end (past 10 MB, or before the file). Nothing
 * more of it is parsed or kept; the answer goes out at once. Closing the socket there would reset the
 * connection while the client is still sending, and a client such as curl would lose the answer
 * (curl: "Failed sending data to the peer"), so what still arrives is read and dropped until the
 * client, having read the answer, stops: as a web server's lingering close, bounded in time and bytes.
 */
function dropRestOfUpload(raw: IncomingMessage): void {
  raw.unpipe();
  let dropped = 0;
  // The request's destroy ends its socket; a test's injected request has a socket without one.
  const cut = () => raw.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

export function studentHandlers({ service, auth }: { service: StudentService; auth: AuthAccess }) {
  return {
    async getStudentVerification(request: FastifyRequest) {
      const { user } = auth.requireMember(request);
      return service.latest(user.id);
    },
    async submitStudentVerification(request: FastifyRequest) {
      const { user } = auth.requireMember(request);
      try {
        return await service.submit(user.id, () => request.parts(FORM_LIMITS) as AsyncIterable<FormPart>);
      } catch (error) {
        if (!request.raw.complete) dropRestOfUpload(request.raw);
        throw error;
      }
    },
  };
}

/** Development only: stands in for the reviewers (registered where the dev outbox is). */
export function studentDevHandlers({ service }: { service: StudentService }) {
  return {
    async decideStudentVerification(request: FastifyRequest<{ Params: { requestId: string }; Body: Schemas['StudentDecisionRequest'] }>) {
      return service.decide(request.params.requestId, request.body);
    },
  };
}
