// The student offer's verification requests. A send is limited per member and refused at once when
// the member has an open request; then the form is read part by part as it arrives: text fields
// kept, the one document spooled to disk (type from its content, 10 MB cut-off) without ever being
// held whole. Only a valid form is kept: the document goes to the store under
// `student/<userId>/<requestId>`, then the request row is inserted; if the insert does not happen
// (another send won the race for the one open request, or the database failed), the stored document
// is deleted again, so neither is ever left without the other.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { components } from '@rewards/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, BAD_REQUEST_USER_MESSAGE } from '../../http/errors';
import { refuseNulInParts } from '../../http/hygiene';
import type { RateLimiter } from '../../shared/rate-limit';
import type { DocumentStorage } from './adapters/storage/port';
import { STUDENT_MAX_DOCUMENT_BYTES, STUDENT_MESSAGES, alreadyDecided, formRefused, openRequestExists, unknownRequest, unreadableForm } from './copy';
import { FILE_FIELD, TEXT_FIELDS, formProblems, normaliseFields, type StudentForm } from './form';
import type { StudentRepository, StudentVerificationRow } from './repository';
import { spoolUpload, type SpooledUpload } from './upload';

type Schemas = components['schemas'];

/** One part of the multipart form, as @fastify/multipart yields it. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Uint8Array> };

export interface StudentServiceDeps {
  repository: StudentRepository;
  storage: DocumentStorage;
  /** Sends per member. */
  limiter: RateLimiter;
  now: () => Date;
  logger: FastifyBaseLogger;
}

const MAX_DOCUMENT_NAME = 255;

interface ReadForm {
  fields: Record<string, string>;
  upload: SpooledUpload | undefined;
  documentName: string;
}

export class StudentService {
  constructor(private readonly deps: StudentServiceDeps) {}

  async latest(userId: number): Promise<Schemas['StudentVerificationResponse']> {
    const row = await this.deps.repository.latestOf(userId);
    return { success: true, data: row ? verificationView(row) : null };
  }

  /** `parts` starts reading the request's form (called only once the send is admitted). */
  async submit(userId: number, parts: () => AsyncIterable<FormPart>): Promise<Schemas['StudentSubmitResponse']> {
    const { repository, storage } = this.deps;
    await this.deps.limiter.take(String(userId));
    // fail fast, before a byte of the upload is read; the unique index decides any race below
    const open = await repository.openStateOf(userId);
    if (open) throw openRequestExists(open);

    const { fields, upload, documentName } = await this.readForm(parts());
    try {
      const problems = formProblems(fields, upload !== undefined);
      if (problems.length > 0 || !upload) throw formRefused(problems);
      const form = fields as StudentForm;
      const requestId = randomUUID();
      const key = `student/${userId}/${requestId}`;
      await storage.put(key, upload);
      let row: StudentVerificationRow | undefined;
      try {
        row = await repository.transaction((tx) =>
          tx.insertSubmitted({
            publicId: requestId,
            userId,
            name: form.name,
            email: form.email,
            collegeName: form.collegeName,
            pincode: form.pincode,
            documentKey: key,
            documentName,
            documentType: upload.type,
            documentBytes: upload.bytes,
            submittedAt: this.deps.now(),
          }),
        );
      } catch (error) {
        await this.forget(key);
        throw error;
      }
      if (!row) {
        await this.forget(key);
        throw openRequestExists((await repository.openStateOf(userId)) ?? 'SUBMITTED');
      }
      return { success: true, message: 'Student verification submitted', systemErrorCode: null, userMessage: STUDENT_MESSAGES.submitted, data: verificationView(row) };
    } finally {
      // kept documents were moved out of the spool; anything still there is a refusal's
      if (upload) await rm(upload.path, { force: true });
    }
  }

  async decide(requestId: string, decision: Schemas['StudentDecisionRequest']): Promise<Schemas['StudentVerificationResponse']> {
    const note = decision.note?.trim() || null;
    const row = await this.deps.repository.decide(requestId, { state: decision.state, note, decidedAt: this.deps.now() });
    if (row) return { success: true, data: verificationView(row) };
    const existing = await this.deps.repository.findByPublicId(requestId);
    if (!existing) throw unknownRequest(requestId);
    throw alreadyDecided(existing.state);
  }

  /** The form's text fields and its spooled document; a refusal while reading leaves no spool file. */
  private async readForm(parts: AsyncIterable<FormPart>): Promise<ReadForm> {
    const raw: Record<string, string> = {};
    let upload: SpooledUpload | undefined;
    let sawFile = false;
    let documentName = '';
    try {
      // NUL characters are refused first (PostgreSQL text cannot hold them), in names as in values
      for await (const part of refuseNulInParts(readingParts(parts))) {
        if (part.type === 'field') {
          if (part.fieldname === FILE_FIELD) throw refused(FILE_FIELD, 'must be a file', STUDENT_MESSAGES.mandatory);
          if (Object.hasOwn(raw, part.fieldname)) throw refused(part.fieldname, 'must be sent once');
          raw[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== FILE_FIELD) throw refused(part.fieldname, 'is not a known field');
        if (sawFile) throw refused(FILE_FIELD, 'must be a single file');
        sawFile = true;
        // the text fields sent ahead of the file already break a rule: refuse before reading the file
        if (TEXT_FIELDS.every((field) => Object.hasOwn(raw, field))) {
          const early = formProblems(normaliseFields(raw), true);
          if (early.length > 0) throw formRefused(early);
        }
        documentName = cleanDocumentName(part.filename);
        upload = await spoolUpload(part.file, await this.deps.storage.spoolPath(), STUDENT_MAX_DOCUMENT_BYTES);
      }
    } catch (error) {
      if (upload) await rm(upload.path, { force: true });
      throw error;
    }
    return { fields: normaliseFields(raw), upload, documentName };
  }

  /** Deletes a kept document whose request was not recorded; a failure is logged (the row never points at it). */
  private async forget(key: string): Promise<void> {
    try {
      await this.deps.storage.delete(key);
    } catch (error) {
      this.deps.logger.error({ err: error, key }, 'a student document without a request could not be deleted');
    }
  }
}

function refused(field: string, message: string, userMessage: string = BAD_REQUEST_USER_MESSAGE): AppError {
  return formRefused([{ path: `body/${field}`, message, userMessage }]);
}

/** The form's parts; a body that cannot be parsed as a form (malformed, cut short, too many parts) is the client's 400. */
async function* readingParts(parts: AsyncIterable<FormPart>): AsyncGenerator<FormPart> {
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<FormPart>;
      try {
        next = await iterator.next();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw unreadableForm(`is not a readable multipart/form-data body: ${(error as Error).message}`);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/** The name the member gave the file, shown back to them only: no folders, no control characters. */
function cleanDocumentName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? 'document' : clean.slice(0, MAX_DOCUMENT_NAME);
}

export function verificationView(row: StudentVerificationRow): Schemas['StudentVerification'] {
  return {
    requestId: row.publicId,
    state: row.state as Schemas['StudentVerificationState'],
    name: row.name,
    email: row.email,
    collegeName: row.collegeName,
    pincode: row.pincode,
    documentName: row.documentName,
    documentType: row.documentType as Schemas['StudentDocumentType'],
    documentBytes: row.documentBytes,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}
