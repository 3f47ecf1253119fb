export { SuperMembershipPage } from './SuperMembershipPage';
export { SUPER_PAGE_PATH, SUPER_PAYMENT_URL, SUPER_VARIANT, superComparison } from './superMembership';
