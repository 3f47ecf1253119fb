// How the student pages say states, types, sizes and moments (India's time, as the API's messages),
// in the page's language (`t`, the student requests section's catalogue; `locale` for the moments).
import type { components } from '@rewards/api-contract';
import type { Locale, Translate } from '@rewards/i18n';
import { dateTimeFormat } from '../i18n/format';

export type StudentState = components['schemas']['StudentVerificationState'];
export type StudentRequest = components['schemas']['AdminStudentRequest'];
export type StudentRequestSummary = components['schemas']['AdminStudentRequestSummary'];

/** The queue's states, in the order its filter offers them. */
export const STATES: readonly StudentState[] = ['SUBMITTED', 'APPROVED', 'REJECTED'];

export function isStudentState(value: string | null): value is StudentState {
  return (STATES as readonly (string | null)[]).includes(value);
}

// i18n-keys: students.filter.SUBMITTED students.filter.APPROVED students.filter.REJECTED
// i18n-keys: students.empty.SUBMITTED students.empty.APPROVED students.empty.REJECTED
// i18n-keys: students.caption.SUBMITTED students.caption.APPROVED students.caption.REJECTED
// i18n-keys: students.state.SUBMITTED students.state.APPROVED students.state.REJECTED
/** The queue filter's option for a state ('Waiting for a decision'). */
export const filterLabel = (t: Translate, state: StudentState) => t(`students.filter.${state}`);
/** What the queue says when a state has no request ('No requests waiting'). */
export const emptyLabel = (t: Translate, state: StudentState) => t(`students.empty.${state}`);
/** The queue table's caption for a state. */
export const captionLabel = (t: Translate, state: StudentState) => t(`students.caption.${state}`);
/** A request's state in a word ('Waiting'). */
export const stateLabel = (t: Translate, state: StudentState) => t(`students.state.${state}`);

// i18n-keys: students.type.pdf students.type.jpeg students.type.png students.type.webp students.type.eps students.type.docx students.type.doc students.type.svg
export const typeLabel = (t: Translate, type: StudentRequest['document']['type']) => t(`students.type.${type}`);

/** '1.2 MB', '34 KB'. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const MOMENT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' };

/** '20 Nov 2026, 3:30 pm' ('20 नव॰ 2026, 3:30 pm' in Hindi). */
export const momentLabel = (iso: string, locale: Locale = 'en') => dateTimeFormat(locale, 'en-GB', MOMENT).format(new Date(iso));
