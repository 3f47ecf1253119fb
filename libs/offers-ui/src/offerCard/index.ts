export { savingsText, SAVINGS_THRESHOLD, SAVINGS_PREFIX, MEMBERSHIP_SAVINGS_PREFIX, HOME_CARD_PREFIX_LENGTH, type Savings, type SavingsOffer } from './savingsText';
export { offerCardClick, type OfferCardClick, type OfferCardClickInput } from './offerCardClick';
export { parseKeyPoints } from './parseKeyPoints';
