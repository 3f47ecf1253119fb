import type { User } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { afterSessionEnded, logoTarget, routeAccess, type RouteAccessInput } from './routeRules';

const member = { variantName: 'PRIME', superUser: false, primeUser: true } as User;
const unclaimed = { variantName: null, superUser: false, primeUser: false, primeProfile: 10 } as User;
const superUser = { variantName: 'BCCL', superUser: true } as User;
const core = { home: '/userfeed', visitorsMayOpenProtected: false, visitorProtectedRedirect: '/login', allowedPaths: 'all' as const };
const shopper = { home: '/user-shopper-stop', visitorsMayOpenProtected: false, visitorProtectedRedirect: '/', allowedPaths: ['/', '/user-shopper-stop', '/profile'] };
const retail = { home: '/categorylistingmore', visitorsMayOpenProtected: true, visitorProtectedRedirect: '/login', allowedPaths: ['/', '/categorylistingmore', '/profile'] };

const base: RouteAccessInput = { pathname: '/', search: '', status: 'loggedOut', loginType: undefined, user: undefined, isProtected: false, partner: core };

describe('routeAccess', () => {
  it.each<[string, Partial<RouteAccessInput>, ReturnType<typeof routeAccess>]>([
    ['a visitor on the home page', {}, { kind: 'render' }],
    ['a member who just logged out is not sent to /login on the way home', { pathname: '/profile', isProtected: true, leaving: true }, { kind: 'render' }],
    ['a visitor on a protected page goes to /login', { pathname: '/profile', isProtected: true }, { kind: 'redirect', to: '/login', from: '/profile' }],
    ['the query string travels with the visitor', { pathname: '/profile', search: '?tab=1', isProtected: true }, { kind: 'redirect', to: '/login', from: '/profile?tab=1' }],
    ['a partner-variant visitor on a protected path is replaced to its landing', { pathname: '/profile', isProtected: true, partner: shopper }, { kind: 'redirect', to: '/' }],
    ['a partner-variant guest on a member page goes to the landing too', { pathname: '/search', isProtected: true, loginType: 'GUEST', partner: shopper }, { kind: 'redirect', to: '/' }],
    ['a retail-variant visitor may open a protected page', { pathname: '/profile', isProtected: true, partner: retail }, { kind: 'render' }],
    ['a restoring session waits on a protected page', { pathname: '/profile', isProtected: true, status: 'loggingIn' }, { kind: 'wait' }],
    ['a member opens a protected page', { pathname: '/profile', isProtected: true, status: 'loggedIn', user: member }, { kind: 'render' }],
    ['a guest may not open a member page', { pathname: '/profile', isProtected: true, loginType: 'GUEST' }, { kind: 'redirect', to: '/login', from: '/profile' }],
    ['a guest may open a guest page (payment)', { pathname: '/payment', isProtected: true, guestAllowed: true, loginType: 'GUEST' }, { kind: 'render' }],
    ['a member at / goes to the feed', { status: 'loggedIn', user: member }, { kind: 'redirect', to: '/userfeed' }],
    ['a member at / goes to the feed with the query (the card network\'s answer, campaign tags)', { search: '?cardVerification=done&utm_source=sms', status: 'loggedIn', user: member }, { kind: 'redirect', to: '/userfeed?cardVerification=done&utm_source=sms' }],
    ['a shopper member at / goes to the shopper home', { status: 'loggedIn', user: member, partner: shopper }, { kind: 'redirect', to: '/user-shopper-stop' }],
    ['a retail member at / goes to the retail home', { status: 'loggedIn', user: member, partner: retail }, { kind: 'redirect', to: '/categorylistingmore' }],
    ['a shopper member whose enrolment is unclaimed stays on the landing to claim it', { status: 'loggedIn', user: unclaimed, partner: shopper }, { kind: 'render' }],
    ['a retail customer without a membership stays on the landing to give a store code', { status: 'loggedIn', user: { ...unclaimed, primeProfile: 0 }, partner: retail }, { kind: 'render' }],
    ['a core member without a membership goes to the feed (the core site takes payments)', { status: 'loggedIn', user: unclaimed, partner: core }, { kind: 'redirect', to: '/userfeed' }],
    ['a member who just logged in on / is left to the login flow', { status: 'loggedIn', user: member, arriving: true }, { kind: 'render' }],
    ['a member waiting for login stays on /', { status: 'loggingIn' }, { kind: 'render' }],
    ['a member who just logged in on /login is left to the login page', { pathname: '/login', status: 'loggedIn', user: member }, { kind: 'render' }],
    ['a super user gets ?super=true', { pathname: '/userfeed', status: 'loggedIn', user: superUser }, { kind: 'redirect', to: '/userfeed?super=true' }],
    ['a super user with ?super=true stays', { pathname: '/userfeed', search: '?super=true', status: 'loggedIn', user: superUser }, { kind: 'render' }],
    ['a non-BCCL member with ?super=true goes to /', { pathname: '/userfeed', search: '?super=true', status: 'loggedIn', user: member }, { kind: 'redirect', to: '/' }],
  ])('%s', (_name, input, expected) => {
    expect(routeAccess({ ...base, ...input })).toEqual(expected);
  });
});

describe('logoTarget', () => {
  it.each([
    ['a member goes to the feed', { status: 'loggedIn', loginType: 'SSO', preLoginMobile: '9876543210' }, '/userfeed'],
    ['an unverified guest with a saved mobile goes back to login', { status: 'loggedOut', loginType: 'GUEST', preLoginMobile: '9876543210' }, '/login?mobile=9876543210'],
    ['a visitor with a saved mobile goes home', { status: 'loggedOut', loginType: undefined, preLoginMobile: '9876543210' }, '/'],
    ['a visitor goes home', { status: 'loggedOut', loginType: undefined, preLoginMobile: undefined }, '/'],
    ['a guest whose pre-login answered GUEST goes back to login before any session', { status: 'loggedOut', loginType: undefined, preLoginMobile: '9876543210', preLoginType: 'GUEST' }, '/login?mobile=9876543210'],
    ['a verified member whose pre-login answered SSO goes home', { status: 'loggedOut', loginType: undefined, preLoginMobile: '9876543210', preLoginType: 'SSO' }, '/'],
    ['a member logged in after a guest pre-login goes to the feed', { status: 'loggedIn', loginType: 'SSO', preLoginMobile: '9876543210', preLoginType: 'GUEST' }, '/userfeed'],
  ] as const)('%s', (_name, input, expected) => {
    expect(logoTarget({ ...input, home: '/userfeed' })).toBe(expected);
  });
});

describe('afterSessionEnded', () => {
  it.each([
    ['a blocked guest goes to /login', 'blocked', 'GUEST', { to: '/login', renewError: false }],
    ['a blocked member is only logged out', 'blocked', 'SSO', null],
    ['an invalid refresh token logs in again with the renew-error flag', 'renew-error', 'SSO', { to: '/login', renewError: true }],
    ['an unrenewable guest session logs in again', 'renew-failed', 'GUEST', { to: '/login', renewError: false }],
  ] as const)('%s', (_name, reason, loginType, expected) => {
    expect(afterSessionEnded(reason, loginType)).toEqual(expected);
  });
});
