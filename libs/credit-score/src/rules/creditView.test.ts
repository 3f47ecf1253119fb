import type { CreditCodeStep, CreditDetails } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { makeCreditDetails, makeCreditReport, makeCodeStep } from '../testing/fixtures';
import { creditView, type CreditPhase } from './creditView';

const now = Date.parse('2026-11-20T10:00:00Z');
const waiting: CreditCodeStep = makeCodeStep({ expiresAt: '2026-11-20T10:05:00Z' });
const expired: CreditCodeStep = makeCodeStep({ expiresAt: '2026-11-20T09:59:00Z' });
const report = makeCreditReport();
const auto: CreditPhase = { kind: 'auto' };

describe('creditView', () => {
  it.each<[string, CreditPhase, CreditDetails, typeof report | null | undefined, ReturnType<typeof creditView>]>([
    ['a first visit: the form', auto, makeCreditDetails(), undefined, { kind: 'form' }],
    ['a report held: the report', auto, makeCreditDetails({ hasReport: true }), report, { kind: 'report' }],
    ['a report held, still loading: the report (it shows loading)', auto, makeCreditDetails({ hasReport: true }), undefined, { kind: 'report' }],
    ['a report held that expired meanwhile: the form', auto, makeCreditDetails({ hasReport: true }), null, { kind: 'form' }],
    ['a code waiting: the code step', auto, makeCreditDetails({ codeStep: waiting }), undefined, { kind: 'code', codeStep: waiting }],
    ['a code waiting beats a report held', auto, makeCreditDetails({ codeStep: waiting, hasReport: true }), report, { kind: 'code', codeStep: waiting }],
    ['an expired code: the form', auto, makeCreditDetails({ codeStep: expired }), undefined, { kind: 'form' }],
    ['an expired code with a report: the report', auto, makeCreditDetails({ codeStep: expired, hasReport: true }), report, { kind: 'report' }],
    ['Refresh pressed: the form', { kind: 'form' }, makeCreditDetails({ hasReport: true }), report, { kind: 'form' }],
    ['a code just sent: the code step', { kind: 'code', codeStep: waiting }, makeCreditDetails(), undefined, { kind: 'code', codeStep: waiting }],
  ])('%s', (_case, phase, details, held, expected) => {
    expect(creditView({ phase, details, report: held, now })).toEqual(expected);
  });
});
