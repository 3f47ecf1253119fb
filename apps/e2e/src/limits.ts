/** The address the send-limit test claims (TEST-NET-3, never a real client); the e2e API exempts it from captcha. */
export const BURST_TEST_ADDRESS = '203.0.113.7';
/** The e2e API's own address, for calls that must not go through a site's proxy. */
export const API_URL = 'http://localhost:3333';
/**
 * The address the offer-action journeys claim (TEST-NET-2), sent as X-Forwarded-For through the
 * sites' proxies (the e2e API trusts it): their logins count against its hourly send limit, not
 * the one the other journeys share on 127.0.0.1 (20 codes an hour per address).
 */
export const OFFER_ACTIONS_ADDRESS = '198.51.100.21';
/** The address the co-brand claim journeys claim (TEST-NET-2), so their codes count apart from the shared 127.0.0.1 allowance. */
export const CLAIM_JOURNEYS_ADDRESS = '198.51.100.22';
/** The address the card-linked offer journeys claim (TEST-NET-2): card checks are limited per address. */
export const CARD_OFFER_ADDRESS = '198.51.100.23';
/** The address the student form and credit check journeys claim (TEST-NET-2): their logins and bureau codes count apart. */
export const MEMBER_CHECKS_ADDRESS = '198.51.100.24';
/** The address the route-map journeys claim (TEST-NET-2), so their login counts apart. */
export const ROUTE_MAP_ADDRESS = '198.51.100.25';
/** The address of 'another app of ours' that verifies a member and hands them to /ticketing (TEST-NET-2); the e2e API exempts it from captcha. */
export const SSO_HANDOFF_ADDRESS = '198.51.100.26';
