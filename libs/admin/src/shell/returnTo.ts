// Where a staff member goes after signing in: the console path they were on, never another site.

export const SIGN_IN_PATH = '/signin';
export const LOGIN_URL = '/nc/admin/v1/auth/login';

/**
 * A console path to come back to, or '/'. Only a path of this origin is kept: '//evil.example' and
 * absolute URLs would send a fresh session elsewhere, and the sign-in page itself would loop.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (/\p{Cc}/u.test(raw)) return '/';
  const pathname = raw.split(/[?#]/, 1)[0] ?? '/';
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return '/';
  // the API's own paths are not console pages
  if (/^\/(c|nc|api|static|dev)(\/|$)/.test(pathname)) return '/';
  return raw;
}

/** The sign-in page for a staff member who was on `path` (kept unless it is '/'). */
export function signInPathFor(path: string): string {
  const returnTo = safeReturnTo(path);
  return returnTo === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The API's sign-in (a redirect to the company's identity provider), coming back to `returnTo`. */
export function loginHref(returnTo: string | null | undefined): string {
  return `${LOGIN_URL}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
