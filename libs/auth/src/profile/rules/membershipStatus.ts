// The membership in words (spec §4, "Subscription status by primeProfile"), in the page's language.
import type { User } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';
import { englishAuth } from '../../i18n/english';

export type MembershipTone = 'positive' | 'neutral' | 'critical';

export interface MembershipDate {
  /** What the date is ('Started', 'Starts on', 'Valid till', 'Ended on'), in the page's language. */
  label: string;
  /** The ISO date-time from the user record; format it for display with `formatDate`. */
  date: string;
}

export interface MembershipStatus {
  label: string;
  tone: MembershipTone;
  /** The dates worth showing, in reading order; empty when none apply. */
  dates: MembershipDate[];
}

type MembershipFields = Pick<User, 'startDate' | 'endDate' | 'lastEndDate'> & Partial<Pick<User, 'scheduledStartDate'>> & {
  /** 0 attempted, 1 trial, 2 trial expired, 5 paid, 6 expired, 7 cancelled, 9 blocked, 10 unclaimed. */
  primeProfile: number;
};

/**
 * What to tell a member about their membership, in the page's language (`t`, the auth catalogue's;
 * English without it, for a caller that has none yet). `now` matters because the profile can lag the
 * calendar: a trial or paid membership whose end date has passed reads as expired, and a
 * cancelled membership is still "valid till" its end date when that is in the future.
 */
export function membershipStatus(user: MembershipFields, now: Date, t: Translate = englishAuth): MembershipStatus {
  const started = dated(t('membership.date.started'), user.startDate);
  const end = validDate(user.endDate);
  const lastEnd = validDate(user.endDate) ?? validDate(user.lastEndDate);
  const stillRunning = end !== undefined && end.getTime() >= now.getTime();
  const ended = (label: string, tone: MembershipTone = 'critical'): MembershipStatus => ({
    label,
    tone,
    dates: present(started, dated(t('membership.date.endedOn'), lastEnd?.toISOString() ?? null)),
  });
  const running = (label: string, tone: MembershipTone): MembershipStatus => ({
    label,
    tone,
    dates: present(started, dated(t('membership.date.validTill'), user.endDate)),
  });

  // A membership activated for a later date (the card-linked offer) is waiting to start.
  if (isAfter(user.scheduledStartDate, now)) return { label: t('membership.startsSoon'), tone: 'positive', dates: present(dated(t('membership.date.startsOn'), user.scheduledStartDate)) };

  switch (user.primeProfile) {
    case 1:
      return stillRunning || end === undefined ? running(t('membership.freeTrial'), 'positive') : ended(t('membership.trialExpired'));
    case 2:
      return ended(t('membership.trialExpired'));
    case 3:
      // Not in the status list, but the free-trial toasts name it (spec §4).
      return ended(t('membership.trialCancelled'));
    case 5:
      // A membership activated for a later date (the card-linked offer's future activation).
      if (isAfter(user.startDate, now))
        return {
          label: t('membership.startsSoon'),
          tone: 'positive',
          dates: present(dated(t('membership.date.startsOn'), user.startDate), dated(t('membership.date.validTill'), user.endDate)),
        };
      return stillRunning || end === undefined ? running(t('membership.active'), 'positive') : ended(t('membership.expired'));
    case 6:
      return ended(t('membership.expired'));
    case 7:
      return stillRunning ? running(t('membership.cancelled'), 'neutral') : ended(t('membership.cancelled'));
    case 9:
      return { label: t('membership.blocked'), tone: 'critical', dates: [] };
    case 10:
      return { label: t('membership.unclaimed'), tone: 'neutral', dates: [] };
    default:
      // 0 (a payment or trial was attempted) and anything the site does not know yet.
      return { label: t('membership.notMember'), tone: 'neutral', dates: [] };
  }
}

function isAfter(value: string | null | undefined, now: Date): boolean {
  const date = validDate(value);
  return date !== undefined && date.getTime() > now.getTime();
}

function validDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dated(label: string, value: string | null | undefined): MembershipDate | undefined {
  return validDate(value) ? { label, date: value as string } : undefined;
}

function present(...dates: (MembershipDate | undefined)[]): MembershipDate[] {
  return dates.filter((date): date is MembershipDate => date !== undefined);
}
