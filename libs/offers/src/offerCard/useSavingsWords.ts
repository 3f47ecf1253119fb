import type { SavingsOffer } from '@rewards/api-contract';
import { useT } from '@rewards/i18n';
import { useCallback } from 'react';
import { offersCatalogue } from '../i18n/catalogue';
import { savingsWords, type SavingsWords } from './savingsWords';

/** `savingsWords` in the page's language, for another library's offer view (the offer page's savings line). */
export function useSavingsWords(): (offer: SavingsOffer, options?: { onHomeCard?: boolean }) => SavingsWords | null {
  const t = useT(offersCatalogue);
  return useCallback((offer, options) => savingsWords(t, offer, options), [t]);
}
