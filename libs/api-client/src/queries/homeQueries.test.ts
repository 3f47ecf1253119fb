import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { homeData } from '../testing/fixtures';
import { describeRequest, testApi } from '../testing/testApi';

describe('home.data', () => {
  it('gets the home data and returns it', async () => {
    const { queries, queryClient, requests } = testApi(() => jsonResponse(200, { success: true, data: homeData }));

    const data = await queryClient.ensureQueryData(queries.home.data());

    expect(data).toEqual(homeData);
    expect(await describeRequest(requests[0])).toEqual({ method: 'GET', path: '/c/prime/home', body: undefined });
    expect(queries.home.data().queryKey).toEqual(['home', 'data']);
    expect(queries.home.data().staleTime).toBe(60_000);
  });

  it('rejects with an ApiError when the API fails', async () => {
    const { queries, queryClient } = testApi(() => jsonResponse(500, errorBody('TP500', 'database down')));

    const failure = queryClient.fetchQuery(queries.home.data());

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500, responseMessage: 'database down' });
  });
});
