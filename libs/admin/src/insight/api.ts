// The insight page's calls: the funnel for a period and grouping, and the web vitals for a period.
import { unwrap } from '@rewards/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/client';
import type { Funnel, FunnelGrouping, WebVitals } from './format';
import type { Period } from './period';

export const insightKeys = {
  funnel: (period: Period, by: FunnelGrouping) => ['admin', 'insight', 'funnel', period.from, period.to, by] as const,
  vitals: (period: Period) => ['admin', 'insight', 'vitals', period.from, period.to] as const,
};

/** `enabled` false while the period is not one the API takes. */
export function useFunnel(period: Period, by: FunnelGrouping, enabled: boolean) {
  const client = useAdminClient();
  return useQuery({
    queryKey: insightKeys.funnel(period, by),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Funnel> => unwrap(await client.GET('/nc/admin/v1/insight/funnel', { params: { query: { from: period.from, to: period.to, by } }, signal })).data,
  });
}

export function useWebVitals(period: Period, enabled: boolean) {
  const client = useAdminClient();
  return useQuery({
    queryKey: insightKeys.vitals(period),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<WebVitals> => unwrap(await client.GET('/nc/admin/v1/insight/vitals', { params: { query: { from: period.from, to: period.to } }, signal })).data,
  });
}
