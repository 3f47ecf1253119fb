import { useQueries, type PaymentApi, type PaymentQueries } from '@rewards/api-client';

/** The joining calls, from the site's query factory (a fake `PaymentApi` in tests and stories: `testApi(..., { calls: { payment } })`). */
export function usePaymentApi(): PaymentApi {
  return useQueries().calls.payment;
}

/** The joining reads' query options, over the same calls. */
export function usePaymentQueries(): PaymentQueries {
  return useQueries().payment;
}
