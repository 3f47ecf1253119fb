// Contract-typed student requests and a fake console server for the student pages' tests and stories.
import { byPath, errorResponse, jsonResponse, ok, type Responder } from '@rewards/api-client/testing';
import type { StudentRequest, StudentRequestSummary } from '../format';

export const REQUEST_ID = '3f1c7a52-5b1e-4d55-9a57-0d1f2b0c9e11';

/** A 1×1 PNG, so a story's <img> shows something real. */
export const PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A real PDF as a data URL (A4 pages, each with a coloured band and a line of Helvetica), so a story's
 * viewer draws something: pdf.js fetches a data URL like the document's own URL.
 */
export function samplePdf(lines: readonly string[] = ['Student identity card', 'Valid until June 2027']): string {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  lines.forEach((line, index) => {
    const text = line.replace(/[\\()]/g, (char) => `\\${char}`);
    const stream = `0.2 0.4 0.8 rg 56 700 483 80 re f 0 0 0 rg BT /F1 28 Tf 72 620 Td (${text}) Tj ET BT /F1 14 Tf 72 580 Td (Page ${index + 1} of ${lines.length}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length + 2} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${lines.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${btoa(body)}`;
}

export function makeStudentRequest(overrides: Partial<StudentRequest> = {}): StudentRequest {
  return {
    requestId: REQUEST_ID,
    state: 'SUBMITTED',
    submittedAt: '2026-11-20T04:30:00.000Z',
    member: { ssoId: 'sso_8f2k1m', name: 'Riya Sharma', mobile: '+91 98xxxxxx10', primeProfile: 5, membership: 'Paid member until 20 Nov 2027', blocked: false },
    form: { name: 'Riya Sharma', email: 'riya.sharma@college.ac.in', collegeName: 'St. Xavier’s College, Mumbai', pincode: '400001' },
    document: {
      name: 'student-id.png',
      type: 'png',
      bytes: 48_213,
      url: PIXEL_PNG,
      urlExpiresAt: '2026-11-20T10:05:00.000Z',
      disposition: 'inline',
    },
    decision: null,
    ...overrides,
  };
}

export const summaries: StudentRequestSummary[] = [
  { requestId: REQUEST_ID, submittedAt: '2026-11-20T04:30:00.000Z', name: 'Riya Sharma', collegeName: 'St. Xavier’s College, Mumbai', state: 'SUBMITTED', documentType: 'png' },
  { requestId: '0b6f1f5e-8f07-4a39-8d4f-5f2a1f1c2e33', submittedAt: '2026-11-20T05:02:00.000Z', name: 'Kabir Mehta', collegeName: 'Indian Institute of Technology Bombay', state: 'SUBMITTED', documentType: 'pdf' },
  { requestId: '5e0c7c1a-2f0b-4f59-8d0c-6a5a3c2b1d00', submittedAt: '2026-11-20T06:45:00.000Z', name: 'Ananya Iyer', collegeName: 'Loyola College, Chennai', state: 'SUBMITTED', documentType: 'docx' },
];

export interface StudentServerOptions {
  queue?: StudentRequestSummary[];
  request?: StudentRequest;
  /** How the decision answers (default: the request decided as asked, by Asha). */
  decide?: Responder;
}

/** The student operations of a fake console server; the request's state follows a successful decision. */
export function studentServer({ queue = summaries, request = makeStudentRequest(), decide }: StudentServerOptions = {}): Responder {
  let current = request;
  return byPath({
    '/nc/admin/v1/students': (incoming) => {
      const state = new URL(incoming.url).searchParams.get('state') ?? 'SUBMITTED';
      return ok({ items: queue.filter((item) => item.state === state), nextCursor: null });
    },
    [`/nc/admin/v1/students/${current.requestId}`]: () => ok(current),
    [`/nc/admin/v1/students/${current.requestId}/decision`]: async (incoming) => {
      if (decide) return decide(incoming);
      const body = (await incoming.json()) as { decision: 'APPROVED' | 'REJECTED'; note?: string };
      current = {
        ...current,
        state: body.decision,
        decision: { state: body.decision, note: body.note ?? null, decidedAt: '2026-11-20T10:00:00.000Z', decidedBy: 'reviewer@staff.example' },
      };
      return ok(current);
    },
  });
}

/** Another reviewer decided first: 409 with who and what; the request, read again, shows their decision. */
export function decidedElsewhere(request = makeStudentRequest()): Responder {
  const decided: StudentRequest = {
    ...request,
    state: 'APPROVED',
    decision: { state: 'APPROVED', note: null, decidedAt: '2026-11-20T09:58:00.000Z', decidedBy: 'admin@staff.example' },
  };
  let raced = false;
  return byPath({
    [`/nc/admin/v1/students/${request.requestId}`]: () => ok(raced ? decided : request),
    [`/nc/admin/v1/students/${request.requestId}/decision`]: () => {
      raced = true;
      return errorResponse(409, 'ADMIN-STUDENT-DECIDED', 'Already approved by admin@staff.example at 20 Nov 2026, 3:28 pm IST.', 'the request is already APPROVED');
    },
  });
}

export const emptyQueue: Responder = () => jsonResponse(200, { success: true, data: { items: [], nextCursor: null } });
