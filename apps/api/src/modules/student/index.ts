// The student offer's public face: what other modules may use. Anything else in this folder is its own.
export { createDocumentStorage, createStudentModule, type StudentModuleDeps } from './module';
export { DocumentMissingError, type DocumentStorage } from './adapters/storage/port';
export { StudentRepository, type StudentVerificationRow } from './repository';
export { studentDecisionMessage, unknownRequest } from './copy';
export { verificationView } from './service';
