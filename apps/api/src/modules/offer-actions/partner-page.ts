// The partner sandbox page a URL offering's signed link opens: a stand-in for the partner's site
// that shows whether the link's token was accepted. Plain HTML, no script, no styles beyond a nonce'd block.
import { escapeHtml, htmlDocument } from '../../http/html';

export type PartnerVisit = { companyName: string; firstName: string | null } | { companyName: string | null; expired: true };

export function partnerPage(visit: PartnerVisit, nonce: string): string {
  const company = escapeHtml(visit.companyName ?? 'our partner');
  const body =
    'expired' in visit
      ? `<h1>This link has expired</h1>
<p>Links to ${company} work for a few minutes. Go back to the offer and open it again.</p>`
      : `<h1>Welcome to ${company}</h1>
<p>Signed in as a member: ${escapeHtml(visit.firstName ?? 'Member')}</p>
<p>This is a sandbox page standing in for the partner's site.</p>`;
  const title = 'expired' in visit ? 'This link has expired' : `Welcome to ${company}`;
  return htmlDocument({
    title,
    css: `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}`,
    nonce,
    body: `<main>
${body}
</main>`,
  });
}
