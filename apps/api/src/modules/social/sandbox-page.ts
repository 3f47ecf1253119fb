// The sandbox identity provider's sign-in page: who the person testing is (an email and/or an
// Indian mobile, each verified or not, and a name), Continue or Cancel. Plain HTML that needs no
// script, labelled for screen readers, with the mistakes said next to the form.
import type { IncomingMessage } from 'node:http';
import { escapeHtml, htmlDocument } from '../../http/html';
import { readSandboxFormBody, SANDBOX_FORM_ACTIONS, SANDBOX_PAGE_CSS, type SandboxAnswer } from '../../http/oidc-sandbox';
import { cleanEmail, cleanName } from '../auth';
import { parseMobile } from '../../shared/mobile';

export interface SandboxAccountInput {
  email: string | undefined;
  emailVerified: boolean;
  mobile: string | undefined;
  mobileVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface SandboxFormValues {
  email: string;
  emailVerified: boolean;
  mobile: string;
  mobileVerified: boolean;
  givenName: string;
  familyName: string;
}

export type SandboxForm = SandboxAnswer<SandboxAccountInput, SandboxFormValues>;

const FORM_LIMIT_BYTES = 4 * 1024;

export async function readSandboxForm(request: IncomingMessage): Promise<SandboxForm> {
  const form = await readSandboxFormBody(request, FORM_LIMIT_BYTES);
  return form ? parseSandboxForm(form) : { kind: 'invalid', message: 'The form is too long.', typed: emptyValues() };
}

/** What the page posted: Cancel, or an account with at least one valid email or mobile. */
export function parseSandboxForm(form: URLSearchParams): SandboxForm {
  if (form.get('action') === 'cancel') return { kind: 'cancel' };
  const values: SandboxFormValues = {
    email: (form.get('email') ?? '').trim(),
    emailVerified: form.get('email_verified') === 'on',
    mobile: (form.get('mobile') ?? '').trim(),
    mobileVerified: form.get('mobile_verified') === 'on',
    givenName: (form.get('given_name') ?? '').trim(),
    familyName: (form.get('family_name') ?? '').trim(),
  };
  const email = values.email ? cleanEmail(values.email) : undefined;
  const mobile = values.mobile ? parseMobile(values.mobile) : undefined;
  if (values.email && !email) return { kind: 'invalid', message: 'Enter a valid email address, or leave it empty.', typed: values };
  if (values.mobile && !mobile) return { kind: 'invalid', message: 'Enter a 10-digit Indian mobile starting 6 to 9, or leave it empty.', typed: values };
  if (!email && !mobile) return { kind: 'invalid', message: 'Enter an email, a mobile, or both.', typed: values };
  return {
    kind: 'continue',
    account: {
      email,
      emailVerified: values.emailVerified,
      mobile,
      mobileVerified: values.mobileVerified,
      givenName: values.givenName ? cleanName(values.givenName) : undefined,
      familyName: values.familyName ? cleanName(values.familyName) : undefined,
    },
  };
}

function emptyValues(): SandboxFormValues {
  return { email: '', emailVerified: true, mobile: '', mobileVerified: true, givenName: '', familyName: '' };
}

export interface SandboxPageInput {
  providerName: string;
  /** Where the form posts (the interaction's own path). */
  action: string;
  clientId: string;
  nonce: string;
  error?: string;
  values?: SandboxFormValues;
}

export function sandboxSignInPage({ providerName, action, clientId, nonce, error, values = emptyValues() }: SandboxPageInput): string {
  const name = escapeHtml(providerName);
  const checked = (on: boolean) => (on ? ' checked' : '');
  const value = (text: string) => `value="${escapeHtml(text)}"`;
  return htmlDocument({
    title: `Sign in with ${name} (sandbox)`,
    nonce,
    css: `${SANDBOX_PAGE_CSS}
input[type=email],input[type=tel],input[type=text]{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;font:inherit;border:1px solid #6b6b6b;border-radius:.5rem}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.4rem}
fieldset{border:1px solid #c4c4c4;border-radius:.5rem;margin-top:1rem;padding:.25rem .75rem .75rem}
`,
    body: `<main>
<p class="sandbox" role="note"><strong>Sandbox ${name}.</strong> No account at ${name} is used. Say who you are to test signing in to <code>${escapeHtml(clientId)}</code>.</p>
<h1>Sign in with ${name}</h1>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"${error ? ' aria-describedby="form-error"' : ''}>
<fieldset>
<legend>Email</legend>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" ${value(values.email)}>
<label class="check"><input type="checkbox" name="email_verified"${checked(values.emailVerified)}> ${name} has verified this email</label>
</fieldset>
<fieldset>
<legend>Mobile</legend>
<label for="mobile">Mobile number (10 digits)</label>
<input id="mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="tel-national" maxlength="10" ${value(values.mobile)}>
<label class="check"><input type="checkbox" name="mobile_verified"${checked(values.mobileVerified)}> ${name} has verified this mobile</label>
</fieldset>
<label for="given_name">First name</label>
<input id="given_name" name="given_name" type="text" autocomplete="given-name" ${value(values.givenName)}>
<label for="family_name">Last name</label>
<input id="family_name" name="family_name" type="text" autocomplete="family-name" ${value(values.familyName)}>
${SANDBOX_FORM_ACTIONS}
</form>
</main>`,
  });
}
