// Contract-typed student verification answers, a fake server for the student calls, and files.
import type { StudentSubmitResult, StudentVerification } from '@rewards/api-client';
import { errorResponse, jsonResponse, makeStudentRequest, ok, type Responder } from '@rewards/api-client/testing';

export const STUDENT_PATH = '/nc/um/user/student';
export const SUBMITTED_USER_MESSAGE = 'Your documents have been submitted for verification';

/** A request as the server keeps it: under review unless overridden (the client's own fixture). */
export { makeStudentRequest };

export const rejectedRequest = makeStudentRequest({ state: 'REJECTED', decidedAt: '2026-11-22T09:30:00Z', decisionNote: 'The ID card has expired. Please upload this year’s card.' });
export const approvedRequest = makeStudentRequest({ state: 'APPROVED', decidedAt: '2026-11-22T09:30:00Z' });

/** The 200 a recorded submission answers. */
export function submittedAnswer(request: StudentVerification = makeStudentRequest()): StudentSubmitResult & { systemErrorCode: null } {
  return { success: true, message: 'submitted', systemErrorCode: null, userMessage: SUBMITTED_USER_MESSAGE, data: request };
}

export interface StudentServerOptions {
  /** What `GET /nc/um/user/student` answers (default: no request yet). */
  latest?: StudentVerification | null | (() => Response | Promise<Response>);
  /** What `POST /nc/um/user/student` answers (default: recorded, under review). */
  submit?: Responder;
}

/** The student calls; any other path is a 404, so a test notices a call it did not expect. */
export function studentServer({ latest = null, submit = () => jsonResponse(200, submittedAnswer()) }: StudentServerOptions = {}): Responder {
  return (request) => {
    if (new URL(request.url).pathname !== STUDENT_PATH) return errorResponse(404, '404', 'not found');
    if (request.method === 'POST') return submit(request);
    return typeof latest === 'function' ? latest() : ok(latest);
  };
}

/** The 415 a renamed program gets: the server reads the content, not the name. */
export const fileTypeRefusal = () => errorResponse(415, 'TP-STUDENT-FILE-TYPE', 'This file is not a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc');

const MB = 1024 * 1024;

/** A document of `bytes` bytes (a PDF header first, so it looks like one). */
export function studentFile(name = 'student-id.pdf', bytes = 20_480, type = 'application/pdf'): File {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode('%PDF-1.7\n').subarray(0, bytes));
  return new File([content], name, { type });
}

export const twelveMegabytePdf = () => studentFile('scan.pdf', 12 * MB);
