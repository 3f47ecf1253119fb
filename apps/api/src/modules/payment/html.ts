// The few HTML pages the API renders (sandbox checkout, invoices, the partner sandbox): escaping and the page frame.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface HtmlDocument {
  /** The page title, already escaped. */
  title: string;
  /** The page's style sheet (inline: the pages load nothing). */
  css: string;
  /** The nonce the page's Content-Security-Policy allows the style block with, when it sends one. */
  nonce?: string;
  /** The body's markup, already escaped. */
  body: string;
}

/** A complete page in the API's one frame: Indian English, phone-sized viewport, never indexed. */
export function htmlDocument({ title, css, nonce, body }: HtmlDocument): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style${nonce ? ` nonce="${nonce}"` : ''}>${css}</style>
</head>
<body>
${body}
</body>
</html>`;
}
