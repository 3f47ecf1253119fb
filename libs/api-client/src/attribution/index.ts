export { captureLanding, readAttribution, readAttributionRecord, readAffiliateClick, reportAffiliatePurchase, ATTRIBUTION_KEY, AFFILIATE_CLICK_KEY } from './store';
export type { Landing, AffiliateClick, CashbackReporter } from './store';
export { touchOf, recordTouch, attributionParams, SEARCH_ENGINES } from './rules';
export type { Touch, AttributionRecord, AttributionParams } from './rules';
