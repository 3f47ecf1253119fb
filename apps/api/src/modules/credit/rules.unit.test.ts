import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, dateOfBirthRefusal, panRefusal, refreshTooSoon } from './copy';
import { addCalendarMonthInIndia, ageOn, cleanCreditName, dateOfBirthProblem, maskMemberMobile, panLast4, refreshAvailableAt, scoreBand } from './rules';

describe('the PAN rules (the form itself: @rewards/api-contract)', () => {
  it('refuses with the codes and texts the sites show', () => {
    expect(panRefusal('INVALID').toBody()).toMatchObject({ systemErrorCode: 'TP-PAN-INVALID', userMessage: 'Please enter a valid PAN' });
    expect(panRefusal('NOT_PERSONAL').toBody()).toMatchObject({ systemErrorCode: 'TP-PAN-NOT-PERSONAL', userMessage: 'Credit reports are available for individual PANs only' });
    expect(panRefusal('INVALID').statusCode).toBe(400);
  });

  it('shows a PAN only masked to its last 4, and keeps only those', () => {
    expect(panLast4('ABCPE1234F')).toBe('234F');
    expect(maskMemberMobile('9876543210')).toBe('+91 XXXXXX3210');
  });
});

describe('who may ask for a report', () => {
  it.each([
    ['2008-11-20', '2026-11-20', 18],
    ['2008-11-21', '2026-11-20', 17],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['1926-11-20', '2026-11-20', 100],
    ['1926-11-19', '2026-11-20', 100],
  ])('born %s is %i years old on %s', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it.each([
    ['2008-11-20', null],
    ['1990-06-15', null],
    ['2008-11-21', 'UNDER_AGE'],
    ['2026-01-01', 'UNDER_AGE'],
    ['1926-11-20', null],
    ['1925-11-21', null],
    ['1925-11-20', 'OVER_AGE'],
    ['1900-01-01', 'OVER_AGE'],
    ['2026-11-21', 'INVALID'],
    ['1990-02-30', 'INVALID'],
    ['1990-13-01', 'INVALID'],
    ['19900101', 'INVALID'],
  ])('born %s on 20 Nov 2026: %s', (born, problem) => {
    expect(dateOfBirthProblem(born, '2026-11-20')).toBe(problem);
  });

  it('says why a date of birth is refused (TP-CREDIT-DOB)', () => {
    expect(dateOfBirthRefusal('UNDER_AGE').toBody()).toMatchObject({ systemErrorCode: 'TP-CREDIT-DOB', userMessage: 'You must be 18 or older to check your credit score' });
    expect(dateOfBirthRefusal('OVER_AGE').toBody()).toMatchObject({ systemErrorCode: 'TP-CREDIT-DOB', userMessage: 'Please enter a valid date of birth' });
    expect(dateOfBirthRefusal('INVALID').statusCode).toBe(400);
  });

  it.each([
    ['  Asha   Rao ', 'Asha Rao'],
    ["D'Souza Anil-Kumar", "D'Souza Anil-Kumar"],
    ['आशा राव', 'आशा राव'],
    ['   ', undefined],
    ['Asha1', undefined],
    ['<b>Asha</b>', undefined],
    ['...', undefined],
    ['A'.repeat(101), undefined],
  ])('the name %j is %j', (raw, expected) => {
    expect(cleanCreditName(raw)).toBe(expected);
  });
});

describe('the score band', () => {
  it.each([
    [300, 'POOR'],
    [579, 'POOR'],
    [580, 'FAIR'],
    [669, 'FAIR'],
    [670, 'GOOD'],
    [739, 'GOOD'],
    [740, 'VERY_GOOD'],
    [799, 'VERY_GOOD'],
    [800, 'EXCELLENT'],
    [900, 'EXCELLENT'],
  ] as const)('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it.each([299, 901, 650.5, Number.NaN])('%s is not a score', (score) => {
    expect(() => scoreBand(score)).toThrow(RangeError);
  });
});

describe('when a report can be refreshed', () => {
  it.each([
    ['2026-11-20T10:00:00.000Z', '2026-12-20T10:00:00.000Z'],
    // 31 Jan in India becomes the last day of February
    ['2027-01-31T04:30:00.000Z', '2027-02-28T04:30:00.000Z'],
    ['2028-01-31T04:30:00.000Z', '2028-02-29T04:30:00.000Z'],
    // 19:00 UTC on 31 Dec is 1 Jan in India: one month later is 1 Feb there
    ['2026-12-31T19:00:00.000Z', '2027-01-31T19:00:00.000Z'],
    ['2026-12-15T10:00:00.000Z', '2027-01-15T10:00:00.000Z'],
    // 30 Apr 23:30 IST (18:00 UTC) is 30 May 23:30 IST, not 31 May
    ['2027-04-30T18:00:00.000Z', '2027-05-30T18:00:00.000Z'],
  ])('a report made at %s can be refreshed from %s', (generated, expected) => {
    expect(addCalendarMonthInIndia(new Date(generated)).toISOString()).toBe(expected);
  });

  it('never later than the report expires', () => {
    const generated = new Date('2027-01-01T10:00:00Z');
    expect(refreshAvailableAt(generated, new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(refreshAvailableAt(generated, new Date('2027-03-01T10:00:00Z')).toISOString()).toBe('2027-02-01T10:00:00.000Z');
  });

  it('the refusal names the date as members in India read it', () => {
    const refusal = refreshTooSoon(new Date('2026-12-26T20:00:00Z'));
    expect(refusal.statusCode).toBe(409);
    expect(refusal.toBody()).toMatchObject({ systemErrorCode: 'TP-CREDIT-REFRESH-TOO-SOON', userMessage: 'You can refresh your credit report on 27 Dec 2026' });
    expect(CREDIT_MESSAGES.refreshTooSoon(new Date('2026-12-26T10:00:00Z'))).toBe('You can refresh your credit report on 26 Dec 2026');
  });
});
