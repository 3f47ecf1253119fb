import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fakeFetch';
import { layoutContent } from '../testing/fixtures';
import { testApi } from '../testing/testApi';

describe('layout queries', () => {
  it('asks for the frame of an audience', async () => {
    const { queries, queryClient, requests } = testApi(() => jsonResponse(200, { success: true, data: layoutContent }));

    const data = await queryClient.ensureQueryData(queries.layout.frame('member'));

    expect(data).toEqual(layoutContent);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/c/prime/layout');
    expect(url.searchParams.get('audience')).toBe('member');
    expect(queries.layout.frame().queryKey).toEqual(['layout', 'frame', 'visitor']);
  });

  it('asks for promotions on the WEB platform with the viewer criteria', async () => {
    const promotions = [{ id: 1, title: 'Dining week', imageUrl: '/static/2x/promo-dining.svg' }];
    const { queries, queryClient, requests } = testApi(() => jsonResponse(200, { success: true, data: { promotions } }));

    const data = await queryClient.ensureQueryData(queries.layout.promotions({ planStatusId: 5, paymentRequired: false }));

    expect(data).toEqual(promotions);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/c/uf/product/promotions');
    expect(url.searchParams.get('platform')).toBe('WEB');
    expect(url.searchParams.get('planStatusId')).toBe('5');
    expect(url.searchParams.get('paymentRequired')).toBe('false');
  });

  it('sends the segment token in place of nothing when asked for the viewport', async () => {
    const viewport = { weeklyViewport: null, eventViewport: null, strip: null };
    const { queries, queryClient, requests } = testApi(() => jsonResponse(200, { success: true, data: viewport }));

    expect(await queryClient.ensureQueryData(queries.layout.viewport('seg-1'))).toEqual(viewport);
    expect(new URL(requests[0]!.url).searchParams.get('segmentToken')).toBe('seg-1');
  });
});
