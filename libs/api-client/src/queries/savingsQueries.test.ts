import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { errorResponse, ok } from '../testing/fakeFetch';
import { makeSavingsBreakdown } from '../testing/savingsFixtures';
import { testApi } from '../testing/testApi';
import { createSavingsApi, createSavingsQueries } from './savingsQueries';

function savings(respond: Parameters<typeof testApi>[0]) {
  const deps = testApi(respond);
  const savingsApi = createSavingsApi(deps.api);
  return { ...deps, savingsApi, savingsQueries: createSavingsQueries(savingsApi) };
}

describe('savings queries', () => {
  it("keys the breakdown under the member, never fresh for long", () => {
    const { savingsQueries } = savings(() => ok(makeSavingsBreakdown()));
    expect(savingsQueries.breakdown('sso-1').queryKey).toEqual(['savings', 'sso-1', 'breakdown']);
    expect(savingsQueries.member('sso-1')).toEqual(['savings', 'sso-1']);
    expect(savingsQueries.all()).toEqual(['savings']);
    expect(savingsQueries.breakdown('sso-1').staleTime).toBe(0);
  });

  it('gets the breakdown with a GET to /nc/prime/savings and answers its data', async () => {
    const breakdown = makeSavingsBreakdown();
    const { queryClient, savingsQueries, requests } = savings(() => ok(breakdown));
    expect(await queryClient.fetchQuery(savingsQueries.breakdown('sso-1'))).toEqual(breakdown);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe('/nc/prime/savings');
  });

  it('rejects with an ApiError when the server refuses', async () => {
    const { savingsApi } = savings(() => errorResponse(500, 'TP500', 'Something went wrong'));
    await expect(savingsApi.breakdown()).rejects.toBeInstanceOf(ApiError);
  });
});
