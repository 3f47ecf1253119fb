import type { SavingsBreakdown } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

/**
 * The savings tracker's call (for the signed-in member; a visitor's call is refused with 401).
 *
 * ```ts
 * const savings = useQueries().calls.savings;
 * const { totalSavings, months, categories } = await savings.breakdown();
 * ```
 */
export function createSavingsApi(api: ApiClient) {
  return {
    /** `GET /nc/prime/savings`: by month (India's), category and brand, and against what the member paid. */
    async breakdown(signal?: AbortSignal): Promise<SavingsBreakdown> {
      return unwrap(await api.GET('/nc/prime/savings', { signal })).data;
    },
  };
}

export type SavingsApi = ReturnType<typeof createSavingsApi>;

/**
 * The member's savings breakdown, keyed under `['savings', memberId]` so one member's savings are
 * never shown to another who signs in later in the same tab. Never fresh for long: every code the
 * member generates changes it (a generation invalidates `savingsQueries.all()`).
 *
 * ```ts
 * useQuery(savingsQueries.breakdown(user.ssoId));
 * queryClient.invalidateQueries({ queryKey: savingsQueries.all() });
 * ```
 */
export function createSavingsQueries(savingsApi: SavingsApi) {
  const savingsQueries = {
    all: () => ['savings'] as const,
    member: (memberId: string) => [...savingsQueries.all(), memberId] as const,
    breakdown: (memberId: string) =>
      queryOptions({
        queryKey: [...savingsQueries.member(memberId), 'breakdown'] as const,
        queryFn: ({ signal }) => savingsApi.breakdown(signal),
        staleTime: 0,
      }),
  };
  return savingsQueries;
}

export type SavingsQueries = ReturnType<typeof createSavingsQueries>;
