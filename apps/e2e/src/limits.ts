/** The address the send-limit test claims (TEST-NET-3, never a real client); the e2e API exempts it from captcha. */
export const BURST_TEST_ADDRESS = '203.0.113.7';
export { API_URL } from './ports';
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
/** The address the attribution and affiliate journeys claim (TEST-NET-2), so their logins count apart. */
export const ATTRIBUTION_ADDRESS = '198.51.100.71';
/** The address the listing-overlay journeys claim (TEST-NET-2), so the app-download prompt's login counts apart. */
export const LISTING_OVERLAYS_ADDRESS = '198.51.100.81';
/** The address the code-overlay journeys claim (TEST-NET-2): their two sign-ins and code checks count apart. */
export const CODE_OVERLAYS_ADDRESS = '198.51.100.91';
/** The address the savings tracker journey claims (TEST-NET-2), so its login and code generations count apart. */
export const SAVINGS_ADDRESS = '198.51.100.51';
/** The address the guest checkout journeys claim (TEST-NET-2), so their codes count apart from the shared 127.0.0.1 allowance. */
export const GUEST_CHECKOUT_ADDRESS = '198.51.100.61';
/** The address the digital event journeys claim (TEST-NET-2), so their sign-in counts apart. */
export const DIGITAL_EVENT_ADDRESS = '198.51.100.101';
/** The address the email-login journeys claim (TEST-NET-2): their code sends count apart from the shared 127.0.0.1 allowance. */
export const EMAIL_LOGIN_ADDRESS = '198.51.100.111';
/** The address the analytics journeys claim (TEST-NET-2), so their logins count apart. */
export const ANALYTICS_ADDRESS = '198.51.100.121';
/** The address the keyboard-only journeys claim (TEST-NET-2, issue 33): their sign-ins, card checks and codes count apart. */
export const KEYBOARD_JOURNEYS_ADDRESS = '198.51.100.131';
/**
 * The address the operator console's journeys claim (TEST-NET-2; the e2e API exempts it from captcha):
 * their members are registered through the API, and with the members every other journey makes on
 * the hand-off address they went past its 20 codes an hour in a full run.
 */
export const CONSOLE_JOURNEYS_ADDRESS = '198.51.100.141';
/** The address the installable app's journeys claim (TEST-NET-2), so their sign-in counts apart from the shared 127.0.0.1 allowance. */
export const INSTALLABLE_APP_ADDRESS = '198.51.100.151';
/**
 * The address the languages' journeys claim (TEST-NET-2; the e2e API exempts it from captcha): the
 * pseudo-locale walks register a member per site through the API, and the Hindi sign-in counts apart.
 */
export const LANGUAGE_JOURNEYS_ADDRESS = '198.51.100.161';
