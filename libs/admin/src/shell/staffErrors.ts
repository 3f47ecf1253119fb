// The staff API's refusals, as the console shows them (apps/api/src/modules/admin/access.ts).
import { ApiError } from '@rewards/api-client';
import { useT, type Translate } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';

/** The API's codes: no session, a role that does not allow the call, an unsafe call without the CSRF token. */
export const STAFF_ERROR_CODES = { unauthorized: 'ADMIN-401', forbidden: 'ADMIN-403', csrf: 'ADMIN-CSRF' } as const;

export const isStaffUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
export const isRoleRefusal = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.systemErrorCode === STAFF_ERROR_CODES.forbidden;
export const isCsrfRefusal = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.systemErrorCode === STAFF_ERROR_CODES.csrf;

/** The page is out of date (ADMIN-CSRF), in the page's language (`t`, the console catalogue's). */
export const csrfMessage = (t: Translate): string => t('staffErrors.csrf');

/**
 * What to tell the staff member about a failed call (for a section's `role="alert"`), in the page's
 * language (`t`, the console catalogue's): the console's own words for a stale page, a role refusal
 * and a call that never reached the server; otherwise the API's own words (it speaks the
 * request's language itself, Accept-Language).
 */
export function staffErrorMessage(t: Translate, error: unknown): string {
  if (isCsrfRefusal(error)) return t('staffErrors.csrf');
  if (isRoleRefusal(error)) return t('staffErrors.role');
  // the API's own words; an answer without them (a proxy's) reads as the client's 'Something went wrong'
  if (error instanceof ApiError) return error.body ? error.userMessage : t('staffErrors.generic');
  return t('staffErrors.network');
}

/**
 * staffErrorMessage for a section's pages, whose own `t` reads their section's catalogue: these words
 * are the console catalogue's, which the shell has loaded before the first render.
 */
export function useStaffErrorMessage(): (error: unknown) => string {
  const t = useT(adminCatalogue);
  return (error) => staffErrorMessage(t, error);
}
