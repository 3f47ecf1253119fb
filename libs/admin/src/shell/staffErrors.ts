// The staff API's refusals, as the console shows them (apps/api/src/modules/admin/access.ts).
import { ApiError } from '@rewards/api-client';

/** The API's codes: no session, a role that does not allow the call, an unsafe call without the CSRF token. */
export const STAFF_ERROR_CODES = { unauthorized: 'ADMIN-401', forbidden: 'ADMIN-403', csrf: 'ADMIN-CSRF' } as const;

export const isStaffUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
export const isRoleRefusal = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.systemErrorCode === STAFF_ERROR_CODES.forbidden;
export const isCsrfRefusal = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.systemErrorCode === STAFF_ERROR_CODES.csrf;

export const CSRF_MESSAGE = 'This page is out of date. Reload it and try again.';
export const ROLE_MESSAGE = 'Your role does not allow this. Ask an admin if you need it.';
export const NETWORK_MESSAGE = 'The console could not reach the server. Check your connection and try again.';

/** What to tell the staff member about a failed call (for a section's `role="alert"`). */
export function staffErrorMessage(error: unknown): string {
  if (isCsrfRefusal(error)) return CSRF_MESSAGE;
  if (isRoleRefusal(error)) return ROLE_MESSAGE;
  if (error instanceof ApiError) return error.userMessage;
  return NETWORK_MESSAGE;
}
