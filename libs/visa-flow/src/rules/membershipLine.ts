import { onFirstUse } from '@rewards/api-contract';
import type { CardMembership } from '@rewards/api-client';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/** '22 Nov 2027', in India's time zone (the membership's dates are instants). */
export function formatCardDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat().format(date);
}

/**
 * The activated popup's line about the membership: a running one says until when, a future
 * activation (SCHEDULED) says when it starts.
 */
export function membershipLine(membership: Pick<CardMembership, 'planDisplayName' | 'status' | 'startDate' | 'endDate'>): string {
  return membership.status === 'SCHEDULED'
    ? `${membership.planDisplayName} starts on ${formatCardDate(membership.startDate)}`
    : `${membership.planDisplayName} is active till ${formatCardDate(membership.endDate)}`;
}
