import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { byPath, errorResponse, jsonResponse, ok } from '../testing/fakeFetch';
import { describeRequest, testApi } from '../testing/testApi';
import { createCreditApi, createCreditQueries, type CreditCodeStep, type CreditDetails, type CreditReport } from './creditQueries';

const codeStep: CreditCodeStep = {
  checkId: '6f1c1e0a-3b9e-4c55-9f0e-2d7b0c1a9e11',
  maskedMobile: '+91 XXXXXX3210',
  resendAvailableAt: '2026-11-20T10:00:30Z',
  expiresAt: '2026-11-20T10:10:00Z',
};

const details: CreditDetails = { name: null, dateOfBirth: null, maskedPan: null, codeStep: null, hasReport: false, reportGeneratedAt: null, refreshAvailableAt: null };

const report: CreditReport = {
  reportId: '0b7e6a52-8d0c-4f1e-9a35-5c2f4e6d7a88',
  bureau: 'Experian',
  score: 742,
  band: 'VERY_GOOD',
  name: 'Asha Rao',
  maskedPan: 'XXXXXX234F',
  generatedAt: '2026-11-20T10:01:00Z',
  expiresAt: '2027-02-18T10:01:00Z',
  refreshAvailableAt: '2026-12-20T10:01:00Z',
  accounts: [],
  enquiries: [],
  paymentHistory: [],
};

function credit(respond: Parameters<typeof testApi>[0]) {
  const deps = testApi(respond);
  const creditApi = createCreditApi(deps.api);
  return { ...deps, creditApi, creditQueries: createCreditQueries(creditApi) };
}

describe('credit queries', () => {
  it("keys the details and the report under the member, so one member's report is never another's", () => {
    const { creditQueries } = credit(() => ok(details));
    expect(creditQueries.details('sso-1').queryKey).toEqual(['credit', 'sso-1', 'details']);
    expect(creditQueries.report('sso-1').queryKey).toEqual(['credit', 'sso-1', 'report']);
    expect(creditQueries.member('sso-1')).toEqual(['credit', 'sso-1']);
    expect(creditQueries.details('sso-1').staleTime).toBe(0);
  });

  it('gets the details', async () => {
    const { creditQueries, queryClient, requests } = credit(() => ok({ ...details, codeStep }));
    expect(await queryClient.fetchQuery(creditQueries.details('sso-1'))).toEqual({ ...details, codeStep });
    expect(await describeRequest(requests[0])).toEqual({ method: 'GET', path: '/nc/prime/credit/details', body: undefined });
  });

  it('gets the report, and null when the member holds none', async () => {
    const held = credit(() => ok(report));
    expect(await held.queryClient.fetchQuery(held.creditQueries.report('sso-1'))).toEqual(report);
    const none = credit(() => errorResponse(404, 'TP-CREDIT-NO-REPORT', 'You have no credit report yet'));
    expect(await none.queryClient.fetchQuery(none.creditQueries.report('sso-1'))).toBeNull();
  });

  it('any other failure of the report is an error', async () => {
    const { creditQueries, queryClient } = credit(() => errorResponse(500, 'TP500', 'Something went wrong'));
    await expect(queryClient.fetchQuery(creditQueries.report('sso-1'))).rejects.toMatchObject({ status: 500, userMessage: 'Something went wrong' });
  });
});

describe('credit calls', () => {
  const server = byPath({
    '/nc/prime/credit/pan/verify': () => ok({ maskedPan: 'XXXXXX234F' }),
    '/nc/prime/credit/otp/send': () => jsonResponse(200, { success: true, message: 'Code sent', data: codeStep }),
    '/nc/prime/credit/otp/resend': () => jsonResponse(200, { success: true, message: 'Code sent', data: codeStep }),
    '/nc/prime/credit/otp/verify': () => ok(report),
  });

  it('sends each body as the contract names it and answers the data', async () => {
    const { creditApi, requests } = credit(server);
    expect(await creditApi.verifyPan('ABCPE1234F')).toBe('XXXXXX234F');
    expect(await creditApi.sendOtp({ consent: true, pan: 'ABCPE1234F', name: 'Asha Rao', dateOfBirth: '1990-04-12' })).toEqual(codeStep);
    expect(await creditApi.resendOtp(codeStep.checkId)).toEqual(codeStep);
    expect(await creditApi.verifyOtp(codeStep.checkId, '123456')).toEqual(report);
    expect(await Promise.all(requests.map(describeRequest))).toEqual([
      { method: 'POST', path: '/nc/prime/credit/pan/verify', body: { pan: 'ABCPE1234F' } },
      { method: 'POST', path: '/nc/prime/credit/otp/send', body: { consent: true, pan: 'ABCPE1234F', name: 'Asha Rao', dateOfBirth: '1990-04-12' } },
      { method: 'POST', path: '/nc/prime/credit/otp/resend', body: { checkId: codeStep.checkId } },
      { method: 'POST', path: '/nc/prime/credit/otp/verify', body: { checkId: codeStep.checkId, otp: '123456' } },
    ]);
  });

  it("rejects a refusal with the server's words", async () => {
    const { creditApi } = credit(() => errorResponse(400, 'TP-PAN-NOT-PERSONAL', 'Credit reports are available for individual PANs only'));
    const failure = creditApi.verifyPan('ABCCE1234F');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ systemErrorCode: 'TP-PAN-NOT-PERSONAL', userMessage: 'Credit reports are available for individual PANs only' });
  });
});
