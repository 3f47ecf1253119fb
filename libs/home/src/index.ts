// Route modules are imported lazily through the subpath `@rewards/home/routes/*`; this barrel
// holds the pieces other code may reuse.
export { AdditionalBenefits, type AdditionalBenefitsProps, categoryTabOffers, CATEGORY_TAB_OFFERS } from './AdditionalBenefits';
export { TrendingPrivileges, trendingOffers, TRENDING_LIMIT } from './feed';
