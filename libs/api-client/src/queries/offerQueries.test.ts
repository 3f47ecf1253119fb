import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../ApiError';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { makeOfferDetail } from '../testing/fixtures';
import { describeRequest, testApi } from '../testing/testApi';

const offerDetail = makeOfferDetail();

const answer = () => jsonResponse(200, { success: true, data: offerDetail });

describe('offer.detail', () => {
  it('gets the offer by name and returns its detail', async () => {
    const { queries, queryClient, requests } = testApi(answer);

    const data = await queryClient.ensureQueryData(queries.offer.detail('brewhouse'));

    expect(data).toEqual(offerDetail);
    expect(await describeRequest(requests[0])).toEqual({ method: 'GET', path: '/c/prime/offer/brewhouse', body: undefined });
    expect(new URL(requests[0]!.url).searchParams.has('variantId')).toBe(false);
  });

  it("sends the viewer's variant when known, and keys it apart", async () => {
    const { queries, queryClient, requests } = testApi(answer);

    await queryClient.ensureQueryData(queries.offer.detail('brewhouse', { variantId: 'v-3' }));

    expect(new URL(requests[0]!.url).searchParams.get('variantId')).toBe('v-3');
    expect(queries.offer.detail('brewhouse').queryKey).toEqual(['offers', 'detail', 'brewhouse']);
    expect(queries.offer.detail('brewhouse', { variantId: 'v-3' }).queryKey).toEqual([
      'offers',
      'detail',
      'brewhouse',
      { variantId: 'v-3' },
    ]);
    expect(queries.offer.all()).toEqual(['offers']);
    expect(queries.offer.detail('brewhouse').staleTime).toBe(60_000);
  });

  it('rejects an unknown offer with a 404 ApiError', async () => {
    const { queries, queryClient } = testApi(() =>
      jsonResponse(404, errorBody('404', '404 offer not found', 'This offer is not available')),
    );

    const failure = queryClient.fetchQuery(queries.offer.detail('nowhere'));

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      responseMessage: '404 offer not found',
      message: '404 offer not found',
      userMessage: 'This offer is not available',
    });
  });

  it('aborts the request when the query is cancelled', async () => {
    const { queries, queryClient, requests } = testApi(
      (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const query = queries.offer.detail('brewhouse');

    const pending = queryClient.fetchQuery(query);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: query.queryKey });

    await expect(pending).rejects.toThrow();
    expect(requests[0]!.signal.aborted).toBe(true);
  });
});
