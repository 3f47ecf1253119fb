import type { Offer } from '../index';
import { formatSavingsAmount, formatWholeRupees } from './money';

/** Below this many rupees of `maxSavings` a card shows no savings block (spec §9). */
export const SAVINGS_THRESHOLD = 50;

/** Savings prefix of ordinary offers, and of membership offers (subscriptions are worth, not saved). */
export const SAVINGS_PREFIX = 'Save up to';
export const MEMBERSHIP_SAVINGS_PREFIX = 'Worth';

/** On home cards the first this many characters of the savings line are its prefix. */
export const HOME_CARD_PREFIX_LENGTH = 5;

export interface Savings {
  /** 'Save up to', 'Worth' (or, on home cards, the line's first 5 characters). */
  prefix: string;
  /** '₹1,800' (on home cards: the rest of the line up to the dot). */
  amount: string;
  /** The whole line: prefix, space, amount. */
  text: string;
  /** The offer's own template with `$savings` and `$worth` filled in, when it has one. */
  secondary?: string;
}

export type SavingsOffer = Pick<Offer, 'maxSavings' | 'membership' | 'savingsText' | 'hideSavings' | 'mkt_worth'>;

const rupees = formatSavingsAmount;

const TEMPLATE = /\$(savings|worth)/;

/**
 * The savings a card shows, or null for none: prefix + ₹ + maxSavings when maxSavings reaches the
 * threshold of 50 (membership offers read 'Worth'); an offer `savingsText` holding `$savings` or
 * `$worth` becomes the secondary line (`$worth` is the marketing worth, else the savings). On home
 * cards the first 5 characters are the prefix and the number runs up to the dot.
 */
export function savingsText(offer: SavingsOffer, { onHomeCard = false }: { onHomeCard?: boolean } = {}): Savings | null {
  const max = offer.maxSavings;
  if (offer.hideSavings || max === null || max === undefined || max < SAVINGS_THRESHOLD) return null;
  const prefix = offer.membership ? MEMBERSHIP_SAVINGS_PREFIX : SAVINGS_PREFIX;
  const amount = rupees(max);
  const text = `${prefix} ${amount}`;
  const template = offer.savingsText ?? '';
  const secondary = TEMPLATE.test(template)
    ? template.replaceAll('$savings', amount).replaceAll('$worth', rupees(offer.mkt_worth ?? max))
    : undefined;
  const withSecondary = <T extends Savings>(savings: T): T => (secondary ? { ...savings, secondary } : savings);
  if (!onHomeCard) return withSecondary({ prefix, amount, text });
  const rest = text.slice(HOME_CARD_PREFIX_LENGTH);
  const dot = rest.indexOf('.');
  return withSecondary({
    prefix: text.slice(0, HOME_CARD_PREFIX_LENGTH).trim(),
    amount: (dot === -1 ? rest : rest.slice(0, dot)).trim(),
    text,
  });
}

/** The savings line a catalogue entry stores ('Save up to ₹1,500'; membership offers 'Worth ₹2,400'), whatever the threshold. */
export function savingsLine(maxSavings: number, membership: boolean): string {
  return `${membership ? MEMBERSHIP_SAVINGS_PREFIX : SAVINGS_PREFIX} ${formatWholeRupees(maxSavings)}`;
}
