import { MOBILE_PATTERN } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { scoreBand } from '../../rules';
import { PanNotFoundError } from './port';
import { SANDBOX_BUREAU_NAME, SandboxCreditBureau, sandboxRegisteredMobile, sandboxReport } from './sandbox';

const NOW = new Date('2026-11-20T10:00:00Z');
const request = (pan: string, overrides: { dateOfBirth?: string; now?: Date } = {}) => ({ pan, name: 'Asha Rao', dateOfBirth: '1990-06-15', now: NOW, ...overrides });

/** 2,000 personal PANs spread over letters and digits (none with the digits 0000). */
const PANS = Array.from({ length: 2_000 }, (_, n) => {
  const letter = (k: number) => String.fromCharCode(65 + (k % 26));
  const digits = String(1 + ((n * 37) % 9_999)).padStart(4, '0');
  return `${letter(n)}${letter(Math.floor(n / 26))}${letter(n * 7)}P${letter(n * 3)}${digits}${letter(n * 11)}`;
});

const slips = (report: ReturnType<typeof sandboxReport>) => report.paymentHistory.filter((month) => month.status !== 'ON_TIME').length;

describe('the sandbox bureau', () => {
  const bureau = new SandboxCreditBureau();

  it('holds every PAN except those whose digits are 0000', async () => {
    expect(await bureau.verifyPan('ABCPE1234F')).toEqual({ found: true, registeredMobile: '9123561234' });
    expect(await bureau.verifyPan('ABCPE0001F')).toEqual({ found: true, registeredMobile: '9123560001' });
    expect(await bureau.verifyPan('ABCPE0000F')).toEqual({ found: false });
    await expect(bureau.report(request('ABCPE0000F'))).rejects.toBeInstanceOf(PanNotFoundError);
    const refusal: unknown = await bureau.report(request('ABCPE0000F')).catch((error: unknown) => error);
    expect(String((refusal as Error).message)).not.toContain('ABCPE');
  });

  it('gives each PAN a registered mobile a developer can work out: 9, a digit per letter but the P, the four digits', () => {
    // The README's and the e2e journey's worked examples: A B C E F → 1 2 3 5 6; J → 0, K → 1, Z → 6.
    expect(sandboxRegisteredMobile('ABCPE1234F')).toBe('9123561234');
    expect(sandboxRegisteredMobile('JKZPJ9876Z')).toBe('9016069876');
    expect(sandboxRegisteredMobile('ZZZPZ9999Z')).toBe('9666669999');
    const mobiles = PANS.map(sandboxRegisteredMobile);
    // A valid Indian mobile (MOBILE_PATTERN: 10 digits, 6-9 first), the PAN's digits last (the masked number shows them).
    for (const [index, mobile] of mobiles.entries()) {
      expect(mobile).toMatch(MOBILE_PATTERN);
      expect(mobile.slice(-4)).toBe(PANS[index]?.slice(5, 9));
    }
    // Nearly every PAN its own: of 2,000 spread PANs, fewer than 1% share a mobile with another.
    expect(new Set(mobiles).size).toBeGreaterThan(1_980);
  });

  it('makes the same report for the same PAN, and another for another PAN', async () => {
    const first = await bureau.report(request('ABCPE1234F'));
    expect(await bureau.report(request('ABCPE1234F'))).toEqual(first);
    expect(first.bureau).toBe(SANDBOX_BUREAU_NAME);
    const others = ['ABCPE1235F', 'ZZZPZ9999Z', 'QWEPR4321T'].map((pan) => sandboxReport(request(pan)));
    expect(others.some((other) => other.score !== first.score || JSON.stringify(other.accounts) !== JSON.stringify(first.accounts))).toBe(true);
  });

  it('keeps the score and accounts of a PAN on another day; only the dates follow the clock', () => {
    const today = sandboxReport(request('ABCPE1234F'));
    const later = sandboxReport(request('ABCPE1234F', { now: new Date('2027-03-05T10:00:00Z') }));
    expect(later.score).toBe(today.score);
    expect(later.accounts.map(({ type, lender, status, balance }) => ({ type, lender, status, balance }))).toEqual(
      today.accounts.map(({ type, lender, status, balance }) => ({ type, lender, status, balance })),
    );
    expect(later.paymentHistory.map((month) => month.status)).toEqual(today.paymentHistory.map((month) => month.status));
    expect(later.paymentHistory[11]?.month).toBe('2027-02');
  });

  it('gives scores from 300 to 900 over many PANs, across every band', () => {
    const scores = PANS.map((pan) => sandboxReport(request(pan)).score);
    for (const score of scores) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(300);
      expect(score).toBeLessThanOrEqual(900);
    }
    expect(new Set(scores.map(scoreBand))).toEqual(new Set(['POOR', 'FAIR', 'GOOD', 'VERY_GOOD', 'EXCELLENT']));
  });

  it('answers well-formed reports whose parts agree with the score', () => {
    for (const pan of PANS) {
      const report = sandboxReport(request(pan));
      const band = scoreBand(report.score);
      expect(report.accounts.length).toBeGreaterThanOrEqual(1);
      expect(report.accounts.length).toBeLessThanOrEqual(6);
      expect(report.enquiries.length).toBeLessThanOrEqual(5);
      for (const account of report.accounts) {
        expect(account.openedOn >= '2008-06-15' && account.openedOn <= '2026-10-21', `${pan} opened ${account.openedOn}`).toBe(true);
        expect(account.balance).toBeGreaterThanOrEqual(0);
        if (account.status === 'CLOSED') expect(account.balance).toBe(0);
        else expect(account.balance).toBeGreaterThan(0);
      }
      for (const enquiry of report.enquiries) expect(enquiry.date >= '2026-05-24' && enquiry.date <= '2026-11-17').toBe(true);
      expect([...report.enquiries].sort((a, b) => b.date.localeCompare(a.date))).toEqual(report.enquiries);

      // 12 months, oldest first, the last complete month last
      expect(report.paymentHistory.map((month) => month.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
      const overdue = report.accounts.some((account) => account.status === 'OVERDUE');
      if (overdue) {
        expect(slips(report)).toBeGreaterThan(0);
        expect(report.paymentHistory[11]?.status).toBe('MISSED');
        expect(['FAIR', 'POOR']).toContain(band);
      }
      if (band === 'EXCELLENT') expect(slips(report)).toBe(0);
    }
  });

  it('has fewer late or missed months the higher the score', () => {
    const reports = PANS.map((pan) => sandboxReport(request(pan))).sort((a, b) => a.score - b.score);
    for (let i = 1; i < reports.length; i += 1) {
      expect(slips(reports[i] as ReturnType<typeof sandboxReport>)).toBeLessThanOrEqual(slips(reports[i - 1] as ReturnType<typeof sandboxReport>));
    }
    expect(slips(reports[0] as ReturnType<typeof sandboxReport>)).toBeGreaterThan(slips(reports[reports.length - 1] as ReturnType<typeof sandboxReport>));
  });

  it('opens accounts only after the member turned 18', () => {
    const young = sandboxReport(request('ABCPE1234F', { dateOfBirth: '2007-03-01' }));
    for (const account of young.accounts) expect(account.openedOn >= '2025-03-01' && account.openedOn <= '2026-10-21').toBe(true);
    const justEighteen = sandboxReport(request('ABCPE1234F', { dateOfBirth: '2008-11-20' }));
    for (const account of justEighteen.accounts) expect(account.openedOn).toBe('2026-10-21');
  });
});
