// Wires the student module: the document store (local directory, or S3 when configured), the
// per-member send limit, the requests' service and its handlers (the reviewers' decision route is
// development-only: app.ts registers it only where the dev outbox is).
import path from 'node:path';
import type { AppConfig, StudentConfig } from '../../config';
import type { AuthAccess } from '../auth';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { LocalDocumentStorage } from './adapters/storage/local';
import type { DocumentStorage } from './adapters/storage/port';
import { S3DocumentStorage } from './adapters/storage/s3';
import { StudentRepository } from './repository';
import { studentDevHandlers, studentHandlers } from './routes';
import { StudentService } from './service';

const HOUR_MS = 3_600_000;

export interface StudentModuleDeps extends ModuleDeps {
  auth: AuthAccess;
}

/** S3 when its settings are given (uploads spool under the documents directory); the local directory otherwise. */
export function createDocumentStorage(config: StudentConfig): DocumentStorage {
  return config.s3 ? new S3DocumentStorage(config.s3, path.join(config.documentsDir, '.incoming')) : new LocalDocumentStorage(config.documentsDir);
}

export function createStudentModule(config: AppConfig, deps: StudentModuleDeps) {
  const limiter = rateLimiterFactory(deps.db, deps.now)('student-submit-member', config.student.submitLimitPerMemberPerHour, HOUR_MS);
  const service = new StudentService({
    repository: new StudentRepository(deps.db),
    storage: createDocumentStorage(config.student),
    limiter,
    now: deps.now,
    logger: deps.logger,
  });
  return { handlers: studentHandlers({ service, auth: deps.auth }), devHandlers: studentDevHandlers({ service }) };
}
