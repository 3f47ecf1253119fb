export { TrendingPrivileges, type TrendingPrivilegesProps } from './TrendingPrivileges';
export { trendingOffers, TRENDING_LIMIT, TRENDING_TAG } from './trendingOffers';
