// The collector refuses a batch holding anything that reads like a mobile number or an email
// address (apps/api modules/analytics/rules.ts); the dispatcher blanks such text first, so one
// careless error message never costs the whole batch.
const MOBILE = /(?<![0-9])(?:\+?91[\s-]?|0)?[6-9][0-9]{9}(?![0-9])/g;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

export const REDACTED = '[redacted]';

export function redact(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(MOBILE, REDACTED);
}

/** The path of a URL or path, without query or fragment, and with personal data blanked. */
export function pathOnly(pathOrUrl: string): string {
  const path = pathOrUrl.split(/[?#]/, 1)[0] || '/';
  return redact(path.startsWith('/') ? path : `/${path}`).slice(0, 512);
}
