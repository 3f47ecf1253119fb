/**
 * React renders a page's title, meta and link tags ahead of the rest when it renders only part of
 * the document; this takes that leading run off for the document's head.
 */
export function splitHead(html: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { head: leading, body: html.slice(leading.length) };
}
