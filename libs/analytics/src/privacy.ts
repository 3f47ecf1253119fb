// The collector refuses a batch holding personal data or anything the allow-list does not name
// (@rewards/api-contract rules/analytics.ts); the dispatcher fits each event to that same allow-list
// first, so one careless error message or odd link never costs the whole batch. These are its
// helpers for free text and paths: mobiles in any format, emails in any spelling, PANs and other
// long numbers become [redacted].
import { REDACTED, safePath, safeText } from '@rewards/api-contract/analytics';

export { REDACTED };

export function redact(text: string): string {
  return safeText(text, Number.MAX_SAFE_INTEGER);
}

/** The path of a URL or path, without query or fragment, and with personal data blanked. */
export function pathOnly(pathOrUrl: string): string {
  return safePath(pathOrUrl);
}
