import { describe, expect, it } from 'vitest';
import { englishOf } from '../i18n/testing';
import { auditQuery, changesOf, EMPTY_FILTERS, filtersFromParams, formatWhen, paramsFromFilters, periodProblem } from './format';
import { auditCatalogue } from './i18n/catalogue';

const english = englishOf(auditCatalogue);

describe('the filters in the address', () => {
  it('reads the fields, dropping days that are not days', () => {
    expect(filtersFromParams(new URLSearchParams('staff=asha&from=2026-11-20&to=soon&other=x'))).toEqual({ ...EMPTY_FILTERS, staff: 'asha', from: '2026-11-20' });
  });

  it('writes only those set', () => {
    expect(paramsFromFilters({ ...EMPTY_FILTERS, action: ' staffSignIn ', targetId: '' })).toEqual({ action: 'staffSignIn' });
  });
});

describe('the API query', () => {
  it('takes days in India: from its first instant, to through its last (the API’s to is exclusive)', () => {
    expect(auditQuery({ ...EMPTY_FILTERS, from: '2026-11-20', to: '2026-11-20' })).toEqual({ from: '2026-11-19T18:30:00.000Z', to: '2026-11-20T18:30:00.000Z' });
    expect(auditQuery({ ...EMPTY_FILTERS, to: '2026-12-31' })).toEqual({ to: '2026-12-31T18:30:00.000Z' });
  });

  it('sends trimmed text filters and nothing empty', () => {
    expect(auditQuery({ ...EMPTY_FILTERS, staff: ' asha ', targetType: 'code' })).toEqual({ staff: 'asha', targetType: 'code' });
    expect(auditQuery(EMPTY_FILTERS)).toEqual({});
  });

  it('refuses a period that ends before it starts', () => {
    expect(periodProblem(english, { ...EMPTY_FILTERS, from: '2026-11-21', to: '2026-11-20' })).toMatch(/on or after/);
    expect(periodProblem(english, { ...EMPTY_FILTERS, from: '2026-11-20', to: '2026-11-20' })).toBeUndefined();
  });
});

describe('what an entry changed', () => {
  it.each([
    ['a changed field', { state: 'SUBMITTED', note: null }, { state: 'APPROVED', note: null }, [{ field: 'state', before: 'SUBMITTED', after: 'APPROVED' }]],
    ['an added and a removed field', { a: 1 }, { b: [1, 2] }, [{ field: 'a', before: '1', after: '—' }, { field: 'b', before: '—', after: '[1,2]' }]],
    ['a creation', null, { code: 'WINTER25', paused: false }, [{ field: 'code', before: '—', after: 'WINTER25' }, { field: 'paused', before: '—', after: 'false' }]],
    ['nothing recorded', null, null, []],
    ['nested values, compared whole', { rules: { max: 1 } }, { rules: { max: 2 } }, [{ field: 'rules', before: '{"max":1}', after: '{"max":2}' }]],
    ['plain values', 'old', 'new', [{ field: '(value)', before: 'old', after: 'new' }]],
  ])('%s', (_label, before, after, changes) => {
    expect(changesOf(before, after)).toEqual(changes);
  });
});

describe('when', () => {
  it('is said in India’s time', () => {
    expect(formatWhen('2026-11-20T10:00:00.000Z')).toMatch(/20 Nov 2026, 3:30:00\s?pm IST/i);
  });
});
