import { ApiError } from '@rewards/api-client';
import { describeRequest, errorResponse, jsonResponse, testApi } from '@rewards/api-client/testing';
import { describe, expect, it } from 'vitest';
import { activated, eligible, notEligible, TEST_CARD_BIN } from '../testing/fixtures';

describe('createCardApi over the real client', () => {
  it('validates the first 6 digits and answers the whole envelope, a refusal included', async () => {
    const deps = testApi(() => jsonResponse(200, notEligible()));
    const cards = deps.queries.calls.card;
    expect(await cards.validate('VISA_SIGNATURE', TEST_CARD_BIN)).toEqual(notEligible());
    const request = await describeRequest(deps.requests[0]);
    expect(request).toEqual({ method: 'POST', path: '/nc/prime/card/VISA_SIGNATURE/validate', body: { cardBin: TEST_CARD_BIN } });
  });

  it('activates with the action and date', async () => {
    const deps = testApi(() => jsonResponse(200, activated()));
    const cards = deps.queries.calls.card;
    expect((await cards.activate('VISA_SIGNATURE', { cardBin: TEST_CARD_BIN, action: 'ACTIVATE_FUTURE', activationDate: '2027-01-01' })).success).toBe(true);
    expect(await describeRequest(deps.requests[0])).toEqual({
      method: 'POST',
      path: '/nc/prime/card/VISA_SIGNATURE/futureActivation',
      body: { cardBin: TEST_CARD_BIN, action: 'ACTIVATE_FUTURE', activationDate: '2027-01-01' },
    });
  });

  it('rejects a non-2xx answer with an ApiError (403 NO_VALID_EMAIL_MOBILE)', async () => {
    const deps = testApi(() => errorResponse(403, 'NO_VALID_EMAIL_MOBILE', 'Please verify your mobile or email'));
    const cards = deps.queries.calls.card;
    const error = await cards.activate('VISA_SIGNATURE', { cardBin: TEST_CARD_BIN, action: 'ACTIVATE_NOW' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, systemErrorCode: 'NO_VALID_EMAIL_MOBILE' });
    // An eligible answer parses too (the envelope's data is the offer).
    const ok = testApi(() => jsonResponse(200, eligible()));
    expect((await ok.queries.calls.card.validate('VISA_SIGNATURE', TEST_CARD_BIN)).data?.cardBin).toBe(TEST_CARD_BIN);
  });
});
