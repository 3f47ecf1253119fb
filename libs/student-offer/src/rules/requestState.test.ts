import type { StudentVerification } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { canSendForm, requestDate, requestStateLabel } from './requestState';

const request = (state: StudentVerification['state']) => ({ state }) as StudentVerification;

describe("the member's request", () => {
  it.each([
    ['no request yet', null, true],
    ['a request under review', request('SUBMITTED'), false],
    ['an approved request', request('APPROVED'), false],
    ['a rejected request', request('REJECTED'), true],
  ])('with %s the form may be sent: %s', (_case, latest, allowed) => {
    expect(canSendForm(latest)).toBe(allowed);
  });

  it('reads each state in words', () => {
    expect((['SUBMITTED', 'APPROVED', 'REJECTED'] as const).map((state) => requestStateLabel(english, state))).toEqual(['Submitted — under review', 'Approved', 'Rejected']);
  });

  it('dates a request in India, with Hindi months in a Hindi page', () => {
    expect(requestDate('2026-12-21T19:00:00.000Z', 'en')).toBe('22 Dec 2026');
    expect(requestDate('2026-12-21T19:00:00.000Z', 'hi')).toBe('22 दिस॰ 2026');
    expect(requestDate('not a date', 'hi')).toBe('');
  });
});
