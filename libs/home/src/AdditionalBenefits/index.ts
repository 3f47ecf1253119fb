export { AdditionalBenefits, type AdditionalBenefitsProps } from './AdditionalBenefits';
export { categoryTabOffers, CATEGORY_TAB_OFFERS } from './categoryTabOffers';
