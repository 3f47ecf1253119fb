// The audit log as the page shows it: the filters the address holds (`?staff=…&from=2026-11-20`) and
// the API query they make, and an entry's before and after as the fields that changed. Pure; what it
// says is in the page's language (`t`, the audit log section's catalogue; `locale` for moments).
import type { components, operations } from '@rewards/api-contract';
import type { Locale, Translate } from '@rewards/i18n';
import { dateTimeFormat } from '../i18n/format';

export type AuditEntry = components['schemas']['AdminAuditEntry'];
export type AuditPage = components['schemas']['AdminAuditListResponse']['data'];
export type AuditQuery = NonNullable<operations['adminListAudit']['parameters']['query']>;

export const AUDIT_FILTER_FIELDS = ['staff', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
/** The filters as typed: text, and `from`/`to` as calendar days (`2026-11-20`). */
export type AuditFilters = Record<AuditFilterField, string>;

export const EMPTY_FILTERS: AuditFilters = { staff: '', action: '', targetType: '', targetId: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const field of AUDIT_FILTER_FIELDS) filters[field] = params.get(field)?.trim() ?? '';
  if (!DAY.test(filters.from)) filters.from = '';
  if (!DAY.test(filters.to)) filters.to = '';
  return filters;
}

/** The address's search for the filters: only those set. */
export function paramsFromFilters(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(AUDIT_FILTER_FIELDS.map((field) => [field, filters[field].trim()] as const).filter(([, value]) => value !== ''));
}

export function hasFilters(filters: AuditFilters): boolean {
  return AUDIT_FILTER_FIELDS.some((field) => filters[field].trim() !== '');
}

/** The day's first instant in India (the console's staff work in IST), as the API's date-time. */
function startOfDayIst(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // 00:00 IST is 18:30 UTC the day before
  return new Date(Date.UTC(year, month - 1, date + plusDays, 0, 0) - 330 * 60_000).toISOString();
}

/** The API query of the filters: `from` at the start of its day, `to` through the end of its day (the API's `to` is exclusive). */
export function auditQuery(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = {};
  if (filters.staff.trim()) query.staff = filters.staff.trim();
  if (filters.action.trim()) query.action = filters.action.trim();
  if (filters.targetType.trim()) query.targetType = filters.targetType.trim();
  if (filters.targetId.trim()) query.targetId = filters.targetId.trim();
  if (DAY.test(filters.from)) query.from = startOfDayIst(filters.from);
  if (DAY.test(filters.to)) query.to = startOfDayIst(filters.to, 1);
  return query;
}

/** A problem with the period the form can say before asking, or undefined. */
export function periodProblem(t: Translate, filters: AuditFilters): string | undefined {
  if (DAY.test(filters.from) && DAY.test(filters.to) && filters.to < filters.from) return t('audit.filters.periodProblem');
  return undefined;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' };

/** When an entry was written, in India's time (`20 Nov 2026, 3:30:00 pm IST`; `20 नव॰ 2026, 3:30:00 pm IST`). */
export function formatWhen(at: string, locale: Locale = 'en'): string {
  return `${dateTimeFormat(locale, 'en-IN', WHEN).format(new Date(at))} IST`;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A JSON value as one readable line (strings without quotes; nothing as a dash). */
export function jsonText(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field name of a change to the whole value (not an object's field); the table says it in words. */
export const WHOLE_VALUE = '(value)';

/**
 * What an entry changed: for two objects, each top-level field whose value differs (added and
 * removed fields included), in the order they appear; otherwise the whole value before and after.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return fields
      .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
      .map((field) => ({ field, before: jsonText(was[field]), after: jsonText(now[field]) }));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: WHOLE_VALUE, before: jsonText(before ?? undefined), after: jsonText(after ?? undefined) }];
}

/** The whole value, indented, for the disclosure's full view (`nothing`: the words for none recorded). */
export function prettyJson(value: unknown, nothing: string): string {
  return value == null ? nothing : JSON.stringify(value, null, 2);
}
