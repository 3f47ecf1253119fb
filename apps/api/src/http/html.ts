// The few HTML pages the API renders (sandbox checkout, invoices, the partner sandbox): escaping, the
// page frame, and sending one under a nonce-based Content-Security-Policy.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface HtmlDocument {
  /** The page title, already escaped. */
  title: string;
  /** The page's style sheet (inline: the pages load nothing); none for a page styled by its script. */
  css?: string;
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
${css === undefined ? '' : `<style${nonce ? ` nonce="${nonce}"` : ''}>${css}</style>\n`}</head>
<body>
${body}
</body>
</html>`;
}

/** What an HTML page may do beyond showing its own nonce'd style block. */
export interface HtmlPolicy {
  /** Runs its own nonce'd script block. */
  script?: boolean;
  /** Has forms that post back to the API. */
  forms?: boolean;
}

/** The Content-Security-Policy of an API page: nothing but its own nonce'd blocks (and forms to itself). */
export function htmlPolicy(nonce: string, { script = false, forms = false }: HtmlPolicy = {}): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    ...(script ? [`script-src 'nonce-${nonce}'`] : []),
    ...(forms ? ["form-action 'self'"] : []),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sends a page rendered with a fresh nonce, under a policy that allows exactly that nonce. */
export function sendHtml(reply: FastifyReply, render: (nonce: string) => string, policy: HtmlPolicy & { status?: number } = {}): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(policy.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', htmlPolicy(nonce, policy))
    .send(render(nonce));
}
