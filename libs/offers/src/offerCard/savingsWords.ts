import { savingsText, type SavingsOffer } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** What a card's savings line says, in the page's language: the OfferCard's savings props. */
export interface SavingsWords {
  /** 'Save up to ₹1,800' ('Worth ₹2,400'), or on home cards the prefix: 'Save' ('Worth'). */
  text: string;
  /** Home cards: the emphasised rest ('up to ₹1,800', '₹2,400'). */
  amount?: string;
  /** The offer's own second line (its `savingsText` template filled in: the API's words). */
  note?: string;
}

/**
 * The savings rule of api-contract (`savingsText`: the threshold, the amount, the offer's template)
 * in the page's language (`t`, the offers catalogue's). On home cards the line splits into its prefix
 * and the emphasised amount, which runs up to the dot (₹999.5 reads 'up to ₹999'), as the rule says.
 */
export function savingsWords(t: Translate, offer: SavingsOffer, { onHomeCard = false }: { onHomeCard?: boolean } = {}): SavingsWords | null {
  const savings = savingsText(offer);
  if (!savings) return null;
  const note = savings.secondary ? { note: savings.secondary } : {};
  if (!onHomeCard) {
    return { text: offer.membership ? t('tile.worth', { amount: savings.amount }) : t('tile.saveUpTo', { amount: savings.amount }), ...note };
  }
  const amount = savings.amount.split('.')[0] ?? savings.amount;
  return offer.membership
    ? { text: t('tile.homeWorth'), amount, ...note }
    : { text: t('tile.homeSave'), amount: t('tile.homeSaveAmount', { amount }), ...note };
}
