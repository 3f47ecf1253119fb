import type { ContentPage } from '@rewards/api-contract';

export interface SupportContact {
  kind: 'email' | 'phone';
  /** As the content writes it. */
  label: string;
  /** `mailto:` or `tel:` link. */
  href: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Toll-free numbers (1800 …) and Indian mobiles, optionally with +91, spaces or hyphens.
const PHONE = /(?:\+91[\s-]?)?(?:1800[\s-]?\d{3}[\s-]?\d{4}|[6-9]\d{4}[\s-]?\d{5})\b/g;

function telHref(label: string): string {
  const digits = label.replace(/\D/g, '');
  if (digits.startsWith('1800')) return `tel:${digits}`;
  return `tel:+91${digits.slice(-10)}`;
}

/**
 * The ways to reach support that the support page's content mentions (e-mail addresses and phone
 * numbers in its paragraphs and lists), in order of appearance, each once, as tappable links.
 */
export function supportContacts(page: Pick<ContentPage, 'sections'>): SupportContact[] {
  const contacts: SupportContact[] = [];
  const seen = new Set<string>();
  const add = (contact: SupportContact) => {
    if (seen.has(contact.href)) return;
    seen.add(contact.href);
    contacts.push(contact);
  };
  for (const section of page.sections) {
    for (const text of [...section.paragraphs, ...section.items]) {
      // Both kinds in the order they appear in this text.
      const found = [
        ...[...text.matchAll(EMAIL)].map((match) => ({ index: match.index, contact: { kind: 'email' as const, label: match[0], href: `mailto:${match[0]}` } })),
        ...[...text.matchAll(PHONE)].map((match) => ({ index: match.index, contact: { kind: 'phone' as const, label: match[0].trim(), href: telHref(match[0]) } })),
      ].sort((a, b) => a.index - b.index);
      found.forEach(({ contact }) => add(contact));
    }
  }
  return contacts;
}
