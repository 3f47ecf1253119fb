// A shared rule: the API cuts the home's category tabs with it too (@rewards/api-contract).
export { CATEGORY_TAB_OFFERS, categoryTabOffers } from '@rewards/api-contract';
