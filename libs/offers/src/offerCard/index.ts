export { savingsText, SAVINGS_THRESHOLD, SAVINGS_PREFIX, MEMBERSHIP_SAVINGS_PREFIX, HOME_CARD_PREFIX_LENGTH, type Savings, type SavingsOffer } from '@rewards/api-contract';
export { offerCardClick, type OfferCardClick, type OfferCardClickInput } from './offerCardClick';
export { parseKeyPoints } from '@rewards/api-contract';
