// How the student pages say states, types, sizes and moments (India's time, as the API's messages).
import type { components } from '@rewards/api-contract';

export type StudentState = components['schemas']['StudentVerificationState'];
export type StudentRequest = components['schemas']['AdminStudentRequest'];
export type StudentRequestSummary = components['schemas']['AdminStudentRequestSummary'];

export const STATES: ReadonlyArray<{ value: StudentState; label: string; empty: string; caption: string }> = [
  { value: 'SUBMITTED', label: 'Waiting for a decision', empty: 'No requests waiting', caption: 'Requests waiting for a decision, oldest first' },
  { value: 'APPROVED', label: 'Approved', empty: 'No approved requests', caption: 'Approved requests, oldest first' },
  { value: 'REJECTED', label: 'Rejected', empty: 'No rejected requests', caption: 'Rejected requests, oldest first' },
];

export function isStudentState(value: string | null): value is StudentState {
  return STATES.some((state) => state.value === value);
}

export const STATE_LABELS: Record<StudentState, string> = { SUBMITTED: 'Waiting', APPROVED: 'Approved', REJECTED: 'Rejected' };

const TYPE_LABELS: Record<StudentRequest['document']['type'], string> = {
  pdf: 'PDF',
  jpeg: 'JPEG image',
  png: 'PNG image',
  webp: 'WebP image',
  eps: 'EPS file',
  docx: 'Word document',
  doc: 'Word 97–2003 document',
  svg: 'SVG image',
};

export const typeLabel = (type: StudentRequest['document']['type']) => TYPE_LABELS[type];

/** '1.2 MB', '34 KB'. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** '20 Nov 2026, 3:30 pm'. */
export const momentLabel = (iso: string) => MOMENT.format(new Date(iso));
