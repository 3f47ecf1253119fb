// What reviewers are shown of a request: the member's mobile masked, their membership in words, how
// each document type is served (previewed inline, or downloaded), and who decided a request first.
import { AppError } from '../../../http/errors';
import type { RequestWithMember } from './repository';

/** '+91 98xxxxxx10': enough to tell members apart on a call, not enough to dial them. */
export function maskMobileForStaff(mobile: string): string {
  return `+91 ${mobile.slice(0, 2)}${'x'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** '20 Nov 2026, 3:30 pm IST'. */
export function formatMoment(at: Date): string {
  return `${MOMENT.format(at)} IST`;
}

/** The membership as a reviewer reads it ('Paid member until 20 Nov 2027'). */
export function membershipWords(member: { primeProfile: number; endDate: Date | null; blockedAt: Date | null }, now: Date): string {
  if (member.blockedAt !== null || member.primeProfile === 9) return 'Blocked';
  const running = member.endDate === null || member.endDate.getTime() > now.getTime();
  const until = member.endDate ? ` until ${DAY.format(member.endDate)}` : '';
  switch (member.primeProfile) {
    case 5:
      return running ? `Paid member${until}` : 'Paid membership ended';
    case 1:
      return running ? `Free trial${until}` : 'Free trial ended';
    case 2:
      return 'Free trial ended';
    case 6:
      return 'Membership expired';
    case 7:
      return 'Membership cancelled';
    case 10:
      return 'Partner membership not yet claimed';
    default:
      return 'No membership';
  }
}

export interface DocumentServing {
  contentType: string;
  disposition: 'inline' | 'attachment';
  fileName: string;
  csp: string;
}

/**
 * Images and PDFs are shown in the console (their real type, inline); every other type (eps, docx,
 * doc, svg) is only ever downloaded, as bytes of no type. Either way the answer is a sandboxed
 * document that loads nothing: no script runs in the API's origin whatever the file holds.
 */
const INLINE: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Readonly<Record<string, string>> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', webp: 'webp', eps: 'eps', docx: 'docx', doc: 'doc', svg: 'svg' };

/** Inline: a sandbox without scripts, framed by the console only; what a browser's PDF viewer draws with (inline styles, its own images and object). */
export const INLINE_DOCUMENT_CSP = "sandbox; default-src 'none'; img-src 'self' data: blob:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
export const ATTACHMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

export function documentHeaders(documentType: string): DocumentServing {
  const inlineType = INLINE[documentType];
  const fileName = `student-document.${EXTENSIONS[documentType] ?? 'bin'}`;
  return inlineType
    ? { contentType: inlineType, disposition: 'inline', fileName, csp: INLINE_DOCUMENT_CSP }
    : { contentType: 'application/octet-stream', disposition: 'attachment', fileName, csp: ATTACHMENT_CSP };
}

/** Another reviewer decided first: who, what and when, in the reviewer's words. */
export function decidedAlready(found: RequestWithMember): AppError {
  const { request } = found;
  const what = request.state === 'APPROVED' ? 'approved' : 'rejected';
  const by = found.decidedByEmail ? ` by ${found.decidedByEmail}` : '';
  const when = request.decidedAt ? ` at ${formatMoment(request.decidedAt)}` : '';
  const message = `Already ${what}${by}${when}`;
  return new AppError(409, 'ADMIN-STUDENT-DECIDED', `the request is already ${request.state}`, `${message}.`);
}
