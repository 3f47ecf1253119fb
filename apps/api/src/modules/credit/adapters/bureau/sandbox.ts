// The sandbox credit bureau: no network, no stored data. Every PAN has a record except those whose
// digits are 0000 (to try the "not found" path); a report is made up deterministically from the
// PAN (a PRNG seeded from its SHA-256), so a PAN always gives the same score and accounts, and its
// parts agree with each other: the lower the score, the more late or missed months, more enquiries,
// and (from FAIR down) perhaps an overdue account, which always comes with a missed last month.
// Each PAN also has a simulated registered mobile, readable from the PAN (sandboxRegisteredMobile),
// so a developer knows where its code went: `GET /dev/outbox?mobile=<that mobile>`.
import { createHash } from 'node:crypto';
import { indiaDateOf, isCalendarDate, scoreBand, type CreditScoreBand } from '../../rules';
import { PanNotFoundError, type PanVerification, type BureauReport, type BureauReportRequest, type CreditAccount, type CreditBureau, type CreditEnquiry, type CreditPaymentMonth } from './port';

export const SANDBOX_BUREAU_NAME = 'Sandbox Credit Bureau';

/** A PAN whose four digits are these has no record in the sandbox. */
export const SANDBOX_UNKNOWN_PAN_DIGITS = '0000';

type AccountType = CreditAccount['type'];

/** How common each kind of account is, its fictional lenders, its enquiry purpose and balance range (rupees). */
const ACCOUNT_KINDS: ReadonlyArray<{ type: AccountType; weight: number; lenders: readonly string[]; purpose: string; balance: readonly [number, number] }> = [
  { type: 'CREDIT_CARD', weight: 35, lenders: ['Peacock Bank', 'Lotus Trust Bank', 'Banyan Bank', 'Jasmine Small Finance Bank'], purpose: 'Credit card', balance: [0, 150_000] },
  { type: 'PERSONAL_LOAN', weight: 15, lenders: ['Peacock Bank', 'Banyan Bank', 'Saffron Finance', 'Monsoon Co-operative Bank'], purpose: 'Personal loan', balance: [20_000, 800_000] },
  { type: 'CONSUMER_LOAN', weight: 15, lenders: ['Saffron Finance', 'Jasmine Small Finance Bank', 'Lotus Trust Bank'], purpose: 'Consumer durable loan', balance: [5_000, 80_000] },
  { type: 'AUTO_LOAN', weight: 10, lenders: ['Tusker Motor Finance', 'Peacock Bank', 'Banyan Bank'], purpose: 'Auto loan', balance: [80_000, 1_200_000] },
  { type: 'HOME_LOAN', weight: 10, lenders: ['Mango Tree Housing Finance', 'Lotus Trust Bank', 'Peacock Bank'], purpose: 'Home loan', balance: [500_000, 7_500_000] },
  { type: 'EDUCATION_LOAN', weight: 8, lenders: ['Chinar Education Finance', 'Monsoon Co-operative Bank'], purpose: 'Education loan', balance: [100_000, 1_500_000] },
  { type: 'GOLD_LOAN', weight: 7, lenders: ['Neem Gold Loans', 'Jasmine Small Finance Bank'], purpose: 'Gold loan', balance: [20_000, 300_000] },
];

/** Per band: the late or missed months (from the band's top score to its floor), the chance of an overdue account, enquiries. */
const BAND_PROFILES: Record<CreditScoreBand, { floor: number; top: number; slips: readonly [number, number]; overdueChance: number; missedShare: number; enquiries: readonly [number, number] }> = {
  EXCELLENT: { floor: 800, top: 900, slips: [0, 0], overdueChance: 0, missedShare: 0, enquiries: [0, 1] },
  VERY_GOOD: { floor: 740, top: 799, slips: [0, 1], overdueChance: 0, missedShare: 0, enquiries: [0, 2] },
  GOOD: { floor: 670, top: 739, slips: [1, 2], overdueChance: 0, missedShare: 0.1, enquiries: [0, 3] },
  FAIR: { floor: 580, top: 669, slips: [2, 4], overdueChance: 0.4, missedShare: 0.3, enquiries: [1, 4] },
  POOR: { floor: 300, top: 579, slips: [4, 8], overdueChance: 0.85, missedShare: 0.5, enquiries: [2, 5] },
};

const DAY_MS = 86_400_000;

export class SandboxCreditBureau implements CreditBureau {
  readonly name = SANDBOX_BUREAU_NAME;

  async verifyPan(pan: string): Promise<PanVerification> {
    return hasRecord(pan) ? { found: true, registeredMobile: sandboxRegisteredMobile(pan) } : { found: false };
  }

  async report(request: BureauReportRequest): Promise<BureauReport> {
    if (!hasRecord(request.pan)) throw new PanNotFoundError();
    return sandboxReport(request);
  }
}

/**
 * The mobile the sandbox holds for a PAN, worked out by hand: 9, then one digit for each of the
 * PAN's letters but the fourth (always P): the last digit of its place in the alphabet (A 1 … I 9,
 * J 0, K 1 … Z 6), then the PAN's four digits. ABCPE1234F: A B C E F → 1 2 3 5 6, so 9123561234
 * (shown masked as +91 XXXXXX1234, the PAN's own digits). A valid Indian mobile (6-9 first); PANs
 * differing only by letters ten places apart (A and K) share one, which a sandbox can live with.
 */
export function sandboxRegisteredMobile(pan: string): string {
  const letters = [0, 1, 2, 4, 9].map((index) => String((pan.charCodeAt(index) - 64) % 10)).join('');
  return `9${letters}${pan.slice(5, 9)}`;
}

function hasRecord(pan: string): boolean {
  return pan.slice(5, 9) !== SANDBOX_UNKNOWN_PAN_DIGITS;
}

/**
 * The report for a PAN. The random draws come in a fixed order and never depend on the date of
 * birth or the clock, so one PAN always has the same score, accounts and enquiry lenders; the dates
 * (opened, enquired, the 12 months) follow `now` and the date of birth.
 */
export function sandboxReport({ pan, dateOfBirth, now }: BureauReportRequest): BureauReport {
  const random = seededRandom(pan);
  const score = clamp(Math.round(720 + 85 * standardNormal(random)), 300, 900);
  const profile = BAND_PROFILES[scoreBand(score)];
  const today = indiaDateOf(now);

  // Accounts opened after the member turned 18, within the last 15 years, at least a month ago.
  const latestOpening = addDays(today, -30);
  const adulthood = shiftYears(dateOfBirth, 18);
  const fifteenYearsAgo = shiftYears(today, -15);
  const earliestOpening = [adulthood, fifteenYearsAgo].reduce((a, b) => (a > b ? a : b));
  const openingSpan = Math.max(0, daysFrom(earliestOpening, latestOpening));
  const firstOpening = earliestOpening < latestOpening ? earliestOpening : latestOpening;

  const accounts: CreditAccount[] = Array.from({ length: integer(random, 1, 6) }, () => {
    const kind = weightedKind(random);
    const lender = pick(random, kind.lenders);
    const closed = random() < 0.3;
    const balance = rupees(kind.type, kind.balance[0] + random() * (kind.balance[1] - kind.balance[0]));
    const openedOn = addDays(firstOpening, Math.floor(random() * (openingSpan + 1)));
    return { type: kind.type, lender, status: closed ? 'CLOSED' : 'ACTIVE', balance: closed ? 0 : balance, openedOn };
  });
  accounts.sort((a, b) => (a.openedOn < b.openedOn ? 1 : a.openedOn > b.openedOn ? -1 : 0));

  const overdue = random() < profile.overdueChance;
  if (overdue) {
    const account = accounts.find((candidate) => candidate.status === 'ACTIVE') ?? (accounts[0] as CreditAccount);
    const kind = ACCOUNT_KINDS.find((candidate) => candidate.type === account.type) as (typeof ACCOUNT_KINDS)[number];
    account.status = 'OVERDUE';
    if (account.balance === 0) account.balance = rupees(account.type, Math.max(kind.balance[0], 1_000));
  }

  // The higher the score within its band, the fewer slips: from the band's most at its floor to its fewest at its top.
  const position = (score - profile.floor) / (profile.top - profile.floor);
  const slips = Math.round(profile.slips[1] - position * (profile.slips[1] - profile.slips[0]));
  const paymentHistory = paymentMonths(today, random, slips, profile.missedShare, overdue);

  const enquiries: CreditEnquiry[] = Array.from({ length: integer(random, profile.enquiries[0], profile.enquiries[1]) }, () => {
    const kind = weightedKind(random);
    return { date: addDays(today, -integer(random, 3, 180)), lender: pick(random, kind.lenders), purpose: kind.purpose };
  });
  enquiries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

  return { bureau: SANDBOX_BUREAU_NAME, score, accounts, enquiries, paymentHistory };
}

/** The 12 complete months before today's, oldest first, `slips` of them late or missed; an overdue account's report ends with a missed month. */
function paymentMonths(today: string, random: () => number, slips: number, missedShare: number, overdue: boolean): CreditPaymentMonth[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: CreditPaymentMonth[] = Array.from({ length: 12 }, (_, index) => {
    const back = 12 - index;
    const total = year * 12 + (month - 1) - back;
    return { month: `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`, status: 'ON_TIME' };
  });
  // A partial shuffle picks which months slipped; every draw is made whatever the count, so the stream stays aligned.
  const order = months.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const missed = order.map(() => random() < missedShare);
  const slipped = order.slice(0, slips);
  if (overdue && !slipped.includes(11)) slipped[Math.max(0, slipped.length - 1)] = 11;
  slipped.forEach((index, n) => {
    (months[index] as CreditPaymentMonth).status = (overdue && index === 11) || missed[n] ? 'MISSED' : 'LATE';
  });
  return months;
}

/** sfc32 seeded with 128 bits of SHA-256 of the PAN: fast, well mixed, and the same on every machine. */
function seededRandom(pan: string): () => number {
  const digest = createHash('sha256').update(`sandbox-credit-bureau:${pan}`).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
}

/** Box–Muller: one draw of the standard normal distribution. */
function standardNormal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function integer(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weightedKind(random: () => number): (typeof ACCOUNT_KINDS)[number] {
  const total = ACCOUNT_KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  let draw = random() * total;
  for (const kind of ACCOUNT_KINDS) {
    draw -= kind.weight;
    if (draw < 0) return kind;
  }
  return ACCOUNT_KINDS[ACCOUNT_KINDS.length - 1] as (typeof ACCOUNT_KINDS)[number];
}

/** Card balances to the rupee, loans to the hundred. */
function rupees(type: AccountType, amount: number): number {
  return type === 'CREDIT_CARD' ? Math.round(amount) : Math.round(amount / 100) * 100;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `years` later (or earlier); 29 February becomes the 28th in a year without one. */
function shiftYears(date: string, years: number): string {
  const shifted = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  return isCalendarDate(shifted) ? shifted : `${shifted.slice(0, 8)}28`;
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
