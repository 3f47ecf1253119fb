// Pure rules of the members part: what a support agent's query is, how contacts are masked, and how
// a member's row reads as a membership state.
import { COUNTRY_CALLING_CODE } from '@rewards/api-contract';
import { parseMobile } from '../../../shared/mobile';
import { cleanEmail } from '../../auth';

export type MemberQuery = { kind: 'mobile'; mobile: string } | { kind: 'email'; email: string };

/**
 * A mobile as people type it (`98765 43210`, `+91 98765-43210`, `919876543210`, `09876543210`) is
 * normalised to the 10 digits the accounts hold (the auth module's `parseMobile`); anything with an
 * @ is an email (lower-cased, as logins are); anything else is neither.
 */
export function parseMemberQuery(raw: string): MemberQuery | undefined {
  const text = raw.trim();
  if (text.includes('@')) {
    const email = cleanEmail(text);
    return email ? { kind: 'email', email } : undefined;
  }
  let compact = text.replace(/[\s().-]/g, '');
  if (/^0\d{10}$/.test(compact)) compact = compact.slice(1);
  else if (/^91\d{10}$/.test(compact)) compact = `+${compact}`;
  const mobile = parseMobile(compact);
  return mobile ? { kind: 'mobile', mobile } : undefined;
}

/** '+91 98xxxxxx10': the first two and last two digits, enough to tell two members apart on a call. */
export function maskMobile(mobile: string): string {
  return `${COUNTRY_CALLING_CODE} ${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** 'ra***@example.com': the first two letters of the mailbox (one when it is that short) and the domain, lower-cased. */
export function maskEmail(raw: string): string {
  const email = raw.toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

export const MEMBERSHIP_STATES = ['none', 'trial', 'paid', 'expired', 'cancelled', 'unclaimed'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/**
 * The membership as support reads it from the stored primeProfile and end date: a trial or paid
 * membership whose end has passed is expired even before a job rewrites the profile. primeProfile 9
 * (blocked before the console) says nothing about the membership: none.
 */
export function membershipState(member: { primeProfile: number; endDate: Date | null }, now: Date): MembershipState {
  switch (member.primeProfile) {
    case 1:
    case 5: {
      const running = member.endDate === null || member.endDate.getTime() > now.getTime();
      if (!running) return 'expired';
      return member.primeProfile === 1 ? 'trial' : 'paid';
    }
    case 2:
    case 6:
      return 'expired';
    case 7:
      return 'cancelled';
    case 10:
      return 'unclaimed';
    default:
      return 'none';
  }
}

/** The member's name as one line, or null when they gave none. */
export function displayName(member: { firstName: string | null; lastName: string | null }): string | null {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || null;
}
