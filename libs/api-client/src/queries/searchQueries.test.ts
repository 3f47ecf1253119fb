import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { makeOffer } from '../testing/fixtures';
import { describeRequest, testApi } from '../testing/testApi';

const offer = makeOffer();

const answer = () => jsonResponse(200, { success: true, data: [offer] });

describe('search.benefits', () => {
  it('posts the query and returns the matching offers', async () => {
    const { queries, queryClient, requests } = testApi(answer);

    const data = await queryClient.ensureQueryData(queries.search.benefits('brew'));

    expect(data).toEqual([offer]);
    expect(await describeRequest(requests[0])).toEqual({
      method: 'POST',
      path: '/nc/prime/benefit/search',
      body: { query: 'brew' },
    });
  });

  it('sends the tag when given, and keys it apart', async () => {
    const { queries, queryClient, requests } = testApi(answer);

    await queryClient.ensureQueryData(queries.search.benefits('brew', 'food'));

    expect((await describeRequest(requests[0])).body).toEqual({ query: 'brew', tag: 'food' });
    expect(queries.search.benefits('brew').queryKey).toEqual(['search', 'benefits', { query: 'brew' }]);
    expect(queries.search.benefits('brew', 'food').queryKey).toEqual(['search', 'benefits', { query: 'brew', tag: 'food' }]);
    expect(queries.search.benefits('brew').staleTime).toBe(60_000);
  });

  it("rejects with an ApiError carrying the server's message", async () => {
    const { queries, queryClient } = testApi(() =>
      jsonResponse(400, errorBody('TP400', 'query must hold at least 3 characters', 'Type at least 3 letters')),
    );

    const failure = queryClient.fetchQuery(queries.search.benefits('ab'));

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, systemErrorCode: 'TP400', userMessage: 'Type at least 3 letters' });
  });
});
