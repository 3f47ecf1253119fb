import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { makeCategory } from '../testing/fixtures';
import { describeRequest, testApi } from '../testing/testApi';

const categories = [makeCategory()];

const answer = () => jsonResponse(200, { success: true, data: { categories, totalOffers: 1 } });

describe('category.list', () => {
  it('asks for every category with the fixed page, page size and platform, and returns the categories', async () => {
    const { queries, queryClient, requests } = testApi(answer);

    const data = await queryClient.ensureQueryData(queries.category.list());

    expect(data).toEqual(categories);
    expect(await describeRequest(requests[0])).toEqual({
      method: 'POST',
      path: '/nc/prime/categories/offers',
      body: { query: '', page: 0, pageSize: 1000, platform: 'WEB' },
    });
  });

  it('sends the query, tag and city when given', async () => {
    const { queries, queryClient, requests } = testApi(answer);

    await queryClient.ensureQueryData(queries.category.list({ query: 'brew', tag: 'food', city: 'Pune' }));

    expect((await describeRequest(requests[0])).body).toEqual({
      query: 'brew',
      tag: 'food',
      city: 'Pune',
      page: 0,
      pageSize: 1000,
      platform: 'WEB',
    });
  });

  it('keys each filter apart under all(), and treats empty filters as none', () => {
    const { queries } = testApi(answer);
    const { category } = queries;

    expect(category.list().queryKey).toEqual(['categories', 'list', { query: '' }]);
    expect(category.list({ query: '', tag: '', city: undefined }).queryKey).toEqual(category.list().queryKey);
    expect(category.list({ tag: 'food' }).queryKey).toEqual(['categories', 'list', { query: '', tag: 'food' }]);
    expect(category.list({ city: 'Pune' }).queryKey.slice(0, 1)).toEqual(category.all());
  });

  it('stays fresh for a minute, so a second loader reuses the answer', async () => {
    const { queries, queryClient, requests } = testApi(answer);

    expect(queries.category.list().staleTime).toBe(60_000);
    // fetchQuery refetches whatever is stale, so a second request here would mean a staleTime of 0.
    await queryClient.fetchQuery(queries.category.list());
    await queryClient.fetchQuery(queries.category.list({ query: '' }));

    expect(requests).toHaveLength(1);
  });

  it('rejects with an ApiError when the API fails', async () => {
    const { queries, queryClient } = testApi(() => jsonResponse(500, errorBody('TP500', 'database down', 'Try again')));

    const failure = queryClient.fetchQuery(queries.category.list());

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500, systemErrorCode: 'TP500', userMessage: 'Try again' });
  });
});
