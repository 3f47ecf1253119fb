// The staff roles as the console names them (the identity provider's groups: reviewer, support,
// marketer, admin), in the page's language, and a list of them as a sentence says it.
import type { Locale, Translate } from '@rewards/i18n';
import type { StaffRole } from '../sections';

/** A role's name in the page's language (`t`, the console catalogue's). */
export function roleName(t: Translate, role: StaffRole): string {
  // i18n-keys: roles.reviewer roles.support roles.marketer roles.admin
  return t(`roles.${role}`);
}

export const roleNames = (t: Translate, roles: readonly StaffRole[]): string[] => roles.map((role) => roleName(t, role));

/** 'support or admin', 'reviewer, support or admin'; 'सपोर्ट या एडमिन' in Hindi. */
export function orList(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(locale === 'hi' ? 'hi-IN' : 'en-GB', { type: 'disjunction' }).format(items);
}
