import { useQueries, type CardApi } from '@rewards/api-client';

export type { CardVerificationStartResult } from '@rewards/api-client';

/** The card calls the flow makes: the check and the activation, and the start of the card network's sign-in. */
export type VisaCardApi = CardApi;

/** The card calls, from the site's query factory (a fake in tests and stories: `testApi(..., { calls: { card } })`). */
export function useCardApi(): VisaCardApi {
  return useQueries().calls.card;
}
