/**
 * Cookies a card-offer logout keeps (spec: "deletes all cookies except an exclusion list"). Page
 * script writes one cookie today, the session hint (`rp_session`), which must go; a cookie another
 * feature adds that should outlive a sign-out (first-touch attribution, consent) is listed here.
 * The refresh token is HttpOnly: the API's logout clears it, page script cannot.
 */
export const LOGOUT_KEPT_COOKIES: readonly string[] = [];

/** Expires every cookie page script can see, on this path and the root, except those named. */
export function deleteCookiesExcept(kept: readonly string[], doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined' ? undefined : document): string[] {
  if (!doc) return [];
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '' && !kept.includes(name));
  for (const name of names) doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  return names;
}
