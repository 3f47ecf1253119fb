import type { CardMembership } from '@rewards/api-client';
import { formatDate, type Locale, type Translate } from '@rewards/i18n';

/** '22 Nov 2027' (Hindi: '22 नव॰ 2027'), in India's time zone (the membership's dates are instants). */
export function formatCardDate(isoDate: string, locale: Locale = 'en'): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : formatDate(locale, date, 'medium');
}

/**
 * The activated popup's line about the membership: a running one says until when, a future
 * activation (SCHEDULED) says when it starts. In the page's language (`t`, `locale`).
 */
export function membershipLine(t: Translate, locale: Locale, membership: Pick<CardMembership, 'planDisplayName' | 'status' | 'startDate' | 'endDate'>): string {
  return membership.status === 'SCHEDULED'
    ? t('activated.starts', { plan: membership.planDisplayName, date: formatCardDate(membership.startDate, locale) })
    : t('activated.active', { plan: membership.planDisplayName, date: formatCardDate(membership.endDate, locale) });
}
