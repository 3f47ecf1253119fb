// The sandbox card network's sign-in page: the person testing says which card they hold (its first
// 6 digits) and Continues, or Cancels. Plain HTML that needs no script, labelled for screen readers,
// with the mistake said next to the form.
import type { IncomingMessage } from 'node:http';
import { escapeHtml, htmlDocument } from '../../../../http/html';
import { readSandboxFormBody, SANDBOX_FORM_ACTIONS, SANDBOX_PAGE_CSS, type SandboxAnswer } from '../../../../http/oidc-sandbox';

export type SandboxCardForm = { kind: 'cancel' } | { kind: 'continue'; cardBin: string } | { kind: 'invalid'; message: string; cardBin: string };

const FORM_LIMIT_BYTES = 1024;
const BIN = /^[0-9]{6}$/;

/** The page's post as the sandbox provider takes it: the card's first 6 digits, or what was typed with the refusal. */
export async function readSandboxCardForm(request: IncomingMessage): Promise<SandboxAnswer<string, string>> {
  const body = await readSandboxFormBody(request, FORM_LIMIT_BYTES);
  const form: SandboxCardForm = body ? parseSandboxCardForm(body) : { kind: 'invalid', message: 'The form is too long.', cardBin: '' };
  if (form.kind === 'continue') return { kind: 'continue', account: form.cardBin };
  return form.kind === 'invalid' ? { kind: 'invalid', message: form.message, typed: form.cardBin } : form;
}

export function parseSandboxCardForm(form: URLSearchParams): SandboxCardForm {
  if (form.get('action') === 'cancel') return { kind: 'cancel' };
  const cardBin = (form.get('card_bin') ?? '').replace(/\s/g, '');
  if (!BIN.test(cardBin)) return { kind: 'invalid', message: 'Enter the first 6 digits of the card you hold.', cardBin: cardBin.slice(0, 6) };
  return { kind: 'continue', cardBin };
}

export interface SandboxCardPageInput {
  networkName: string;
  /** Where the form posts (the interaction's own path). */
  action: string;
  clientId: string;
  nonce: string;
  error?: string;
  cardBin?: string;
}

export function sandboxCardSignInPage({ networkName, action, clientId, nonce, error, cardBin = '' }: SandboxCardPageInput): string {
  const name = escapeHtml(networkName);
  return htmlDocument({
    title: `Sign in with ${name} (sandbox)`,
    nonce,
    css: `${SANDBOX_PAGE_CSS}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;font:inherit;border:1px solid #6b6b6b;border-radius:.5rem;letter-spacing:.2em}
.hint{color:#4a4a4a;margin:.25rem 0 0}
`,
    body: `<main>
<p class="sandbox" role="note"><strong>Sandbox ${name}.</strong> No card and no account at ${name} are used. Say which card you hold to test verifying it for <code>${escapeHtml(clientId)}</code>.</p>
<h1>Sign in with ${name}</h1>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"${error ? ' aria-describedby="form-error"' : ''}>
<label for="card_bin">First 6 digits of your card</label>
<input id="card_bin" name="card_bin" type="text" inputmode="numeric" autocomplete="off" maxlength="6" aria-describedby="card-hint" value="${escapeHtml(cardBin)}">
<p class="hint" id="card-hint">${name} tells the site these digits as the card you hold.</p>
${SANDBOX_FORM_ACTIONS}
</form>
</main>`,
  });
}
