import type { components } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

/** A streamed exclusive event as the signed-in member may see it (`GET /nc/prime/digital-event/{offerName}`). */
export type DigitalEvent = components['schemas']['DigitalEvent'];
export type DigitalEventState = NonNullable<DigitalEvent['state']>;

/**
 * The digital event page's data, keyed under `['digitalEvent', name, memberId]`: whether the video
 * is there depends on the member's membership, so one member's answer is never shown to another
 * who signs in later in the same tab. An unknown name rejects with an `ApiError` of status 404.
 *
 * ```ts
 * const digitalEvents = useQueries().digitalEvent;
 * useQuery(digitalEvents.detail(offerName, user.ssoId));
 * ```
 */
export function createDigitalEventQueries(api: ApiClient) {
  const digitalEventQueries = {
    all: () => ['digitalEvent'] as const,
    detail: (name: string, memberId: string) =>
      queryOptions({
        queryKey: [...digitalEventQueries.all(), name, memberId] as const,
        queryFn: async ({ signal }): Promise<DigitalEvent> => unwrap(await api.GET('/nc/prime/digital-event/{offerName}', { params: { path: { offerName: name } }, signal })).data,
        // The state turns at the start and the end; the page refetches then itself.
        staleTime: 30_000,
        retry: (failures: number, error: unknown) => (error as { status?: number }).status !== 404 && failures < 2,
      }),
  };
  return digitalEventQueries;
}

export type DigitalEventQueries = ReturnType<typeof createDigitalEventQueries>;
