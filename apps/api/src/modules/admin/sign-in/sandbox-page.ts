// The sandbox staff provider's sign-in page: an email and a password (one of the four demo staff,
// listed on the page for developers), Continue or Cancel. Plain HTML that needs no script, labelled
// for screen readers, with a refusal announced next to the form.
import type { IncomingMessage } from 'node:http';
import { escapeHtml, htmlDocument } from '../../../http/html';
import { readSandboxFormBody, SANDBOX_FORM_ACTIONS, SANDBOX_PAGE_CSS, type SandboxAnswer } from '../../../http/oidc-sandbox';
import { constantTimeEqualText } from '../../../shared/crypto';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, type DemoStaffMember } from './demo-staff';

const FORM_LIMIT_BYTES = 2 * 1024;

/** What the page posted, as the sandbox provider takes it: Cancel, the demo staff member, or a refusal with the email typed. */
export type StaffSandboxAnswer = SandboxAnswer<DemoStaffMember, string>;

export async function readStaffSandboxForm(request: IncomingMessage): Promise<StaffSandboxAnswer> {
  const form = await readSandboxFormBody(request, FORM_LIMIT_BYTES);
  return form ? parseStaffSandboxForm(form) : { kind: 'invalid', message: 'The form is too long.', typed: '' };
}

export function parseStaffSandboxForm(form: URLSearchParams): StaffSandboxAnswer {
  if (form.get('action') === 'cancel') return { kind: 'cancel' };
  const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, 254);
  const password = form.get('password') ?? '';
  if (!email || !password) return { kind: 'invalid', message: 'Enter your work email and your password.', typed: email };
  const member = DEMO_STAFF.find((candidate) => candidate.email === email);
  // the same answer for an unknown email and a wrong password, as a real provider gives
  const passwordMatches = constantTimeEqualText(password, DEMO_STAFF_PASSWORD);
  if (!member || !passwordMatches) return { kind: 'invalid', message: 'That email and password do not match a staff account. Check them and try again.', typed: email };
  return { kind: 'continue', account: member };
}

export interface StaffSandboxPageInput {
  /** Where the form posts (the interaction's own path). */
  action: string;
  clientId: string;
  nonce: string;
  error?: string;
  email?: string;
}

export function staffSandboxSignInPage({ action, clientId, nonce, error, email = '' }: StaffSandboxPageInput): string {
  const demo = DEMO_STAFF.map((member) => `<li><code>${escapeHtml(member.email)}</code>: ${escapeHtml(member.name)}, ${escapeHtml(member.role)}</li>`).join('\n');
  return htmlDocument({
    title: 'Staff sign-in (sandbox)',
    nonce,
    css: `${SANDBOX_PAGE_CSS}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;font:inherit;border:1px solid #6b6b6b;border-radius:.5rem}
.demo{margin-top:1.5rem;border-top:1px solid #c4c4c4;padding-top:.75rem}
.demo ul{padding-left:1.25rem}
`,
    body: `<main>
<p class="sandbox" role="note"><strong>Sandbox staff sign-in.</strong> This stands in for the company's identity provider in development; it is refused in production. Signing in to <code>${escapeHtml(clientId)}</code>.</p>
<h1>Staff sign-in</h1>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"${error ? ' aria-describedby="form-error"' : ''}>
<label for="email">Work email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${SANDBOX_FORM_ACTIONS}
</form>
<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo staff</h2>
<p>One per role, each with the password <code>${escapeHtml(DEMO_STAFF_PASSWORD)}</code>:</p>
<ul>
${demo}
</ul>
</section>
</main>`,
  });
}
