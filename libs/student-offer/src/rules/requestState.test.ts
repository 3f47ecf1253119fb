import type { StudentVerification } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { canSendForm, REQUEST_STATE_LABELS } from './requestState';

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
    expect(REQUEST_STATE_LABELS).toEqual({ SUBMITTED: 'Submitted — under review', APPROVED: 'Approved', REJECTED: 'Rejected' });
  });
});
