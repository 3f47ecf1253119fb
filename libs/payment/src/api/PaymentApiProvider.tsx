import { createPaymentApi, createPaymentQueries, useApiClient, type PaymentApi, type PaymentQueries } from '@rewards/api-client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const PaymentApiContext = createContext<PaymentApi | null>(null);

/**
 * Replaces the joining calls below it (tests and stories pass a fake). Without it the calls are
 * bound to the site's client from `<QueriesProvider api={...}>`, so the shell needs nothing extra.
 */
export function PaymentApiProvider({ paymentApi, children }: { paymentApi: PaymentApi; children: ReactNode }) {
  return <PaymentApiContext.Provider value={paymentApi}>{children}</PaymentApiContext.Provider>;
}

export function usePaymentApi(): PaymentApi {
  const injected = useContext(PaymentApiContext);
  const api = useApiClient();
  return useMemo(() => injected ?? createPaymentApi(api), [injected, api]);
}

export function usePaymentQueries(): PaymentQueries {
  const paymentApi = usePaymentApi();
  return useMemo(() => createPaymentQueries(paymentApi), [paymentApi]);
}
