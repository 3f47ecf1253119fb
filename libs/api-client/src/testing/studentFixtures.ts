// A contract-typed student verification request, for the client's tests and the student offer's.
import type { StudentVerification } from '../queries/studentQueries';

/** A request as the server keeps it: under review unless overridden. */
export function makeStudentRequest(overrides: Partial<StudentVerification> = {}): StudentVerification {
  return {
    requestId: '3d8f1f5e-7a59-4c53-9a8e-1f6c2b0d4e21',
    state: 'SUBMITTED',
    name: 'Asha Rao',
    email: 'asha@college.edu.in',
    collegeName: 'Government Arts College',
    pincode: '600001',
    documentName: 'student-id.pdf',
    documentType: 'pdf',
    documentBytes: 20_480,
    submittedAt: '2026-11-20T10:00:00Z',
    decidedAt: null,
    decisionNote: null,
    ...overrides,
  };
}
