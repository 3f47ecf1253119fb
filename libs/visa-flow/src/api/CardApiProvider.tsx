import { createCardApi, unwrap, useApiClient, type ApiClient, type CardApi } from '@rewards/api-client';
import type { components } from '@rewards/api-contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The start of the card network's sign-in: where to send the browser, or why not (a 200 with `success: false`). */
export type CardVerificationStartResult = components['schemas']['CardVerificationStartResponse'];

/** The card calls the flow makes: the check and the activation, and the start of the card network's sign-in. */
export type VisaCardApi = CardApi & {
  /** `POST /nc/prime/card/{cardChannelId}/verification/start` (signed in): the network's sign-in URL for this card. */
  startVerification(cardChannelId: string, body: { cardBin: string; returnTo?: string }, signal?: AbortSignal): Promise<CardVerificationStartResult>;
};

export function createVisaCardApi(api: ApiClient): VisaCardApi {
  return {
    ...createCardApi(api),
    async startVerification(cardChannelId, body, signal) {
      const result = await api.POST('/nc/prime/card/{cardChannelId}/verification/start', { params: { path: { cardChannelId } }, body, signal });
      return unwrap(result);
    },
  };
}

const CardApiContext = createContext<VisaCardApi | null>(null);

/**
 * Replaces the card calls below it (tests and stories pass a fake). Without it the calls are bound
 * to the site's client from `<QueriesProvider api={...}>`, so the shell needs nothing extra.
 */
export function CardApiProvider({ cardApi, children }: { cardApi: VisaCardApi; children: ReactNode }) {
  return <CardApiContext.Provider value={cardApi}>{children}</CardApiContext.Provider>;
}

export function useCardApi(): VisaCardApi {
  const injected = useContext(CardApiContext);
  const api = useApiClient();
  return useMemo(() => injected ?? createVisaCardApi(api), [injected, api]);
}
