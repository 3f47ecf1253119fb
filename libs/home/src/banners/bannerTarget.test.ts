import type { Banner } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { bannerTarget, type BannerTarget, type BannerViewer } from './bannerTarget';

type Cta = NonNullable<Banner['ctaDetail']>;
const banner = (ctaDetail?: Cta, redirectionURL?: string | null): Pick<Banner, 'ctaDetail' | 'redirectionURL'> => ({ ctaDetail, redirectionURL });
const member = { loggedIn: true, categoriesPath: '/categories', allowedPaths: 'all' as const };
const visitor = { loggedIn: false, categoriesPath: '/categories', allowedPaths: 'all' as const };

describe('bannerTarget', () => {
  it.each<[string, Pick<Banner, 'ctaDetail' | 'redirectionURL'>, BannerViewer, BannerTarget]>([
    ['REVIEW_ORDER: payment with the promo code', banner({ actionType: 'REVIEW_ORDER', data: { couponCode: 'WELCOME200' } }), visitor, { kind: 'page', href: '/payment?promo=WELCOME200' }],
    ['REVIEW_ORDER: the code is URL-encoded', banner({ actionType: 'REVIEW_ORDER', data: { couponCode: 'A&B 1' } }), member, { kind: 'page', href: '/payment?promo=A%26B%201' }],
    ['REVIEW_ORDER without a code: payment', banner({ actionType: 'REVIEW_ORDER' }), member, { kind: 'page', href: '/payment' }],
    ['REVIEW_ORDER on a co-brand (no payment page): the claim landing', banner({ actionType: 'REVIEW_ORDER', data: { couponCode: 'WELCOME200' } }), { loggedIn: true, categoriesPath: '/categoriesshoppercard', allowedPaths: ['/', '/categoriesshoppercard'] }, { kind: 'page', href: '/' }],
    ['OFFER: the offer page', banner({ actionType: 'OFFER', data: { categorySlug: 'dining', offerName: 'masala-lane-flat-25' } }), visitor, { kind: 'page', href: '/categories/dining/masala-lane-flat-25' }],
    ['OFFER: in the partner base', banner({ actionType: 'OFFER', data: { categorySlug: 'dining', offerName: 'masala-lane' } }), { loggedIn: true, categoriesPath: '/categoriesshoppercard', allowedPaths: 'all' }, { kind: 'page', href: '/categoriesshoppercard/dining/masala-lane' }],
    ['OFFER without a name: its URL', banner({ actionType: 'OFFER', data: {} }, '/categories/dining'), member, { kind: 'page', href: '/categories/dining' }],
    ['URL_REDIRECTION: a new tab', banner({ actionType: 'URL_REDIRECTION', data: { redirectionUrl: 'https://brand.example/sale' } }), visitor, { kind: 'newTab', href: 'https://brand.example/sale' }],
    ['URL_REDIRECTION from the banner URL', banner({ actionType: 'URL_REDIRECTION' }, 'https://brand.example'), member, { kind: 'newTab', href: 'https://brand.example' }],
    ['URL_REDIRECTION with no URL: nothing', banner({ actionType: 'URL_REDIRECTION' }), member, { kind: 'none' }],
    ['HOME_PAGE: /', banner({ actionType: 'HOME_PAGE' }), member, { kind: 'page', href: '/' }],
    ['GET_CREDIT_REPORT for a member: the credit score check', banner({ actionType: 'GET_CREDIT_REPORT' }), member, { kind: 'page', href: '/creditscorecheck' }],
    ['GET_CREDIT_REPORT for a visitor: sign in', banner({ actionType: 'GET_CREDIT_REPORT' }), visitor, { kind: 'signIn' }],
    ['no action, a site path', banner(undefined, '/categories/travel'), member, { kind: 'page', href: '/categories/travel' }],
    ['no action, another site', banner(undefined, 'https://brand.example'), member, { kind: 'newTab', href: 'https://brand.example' }],
    ['no action, a protocol-relative URL is another site', banner(undefined, '//brand.example'), member, { kind: 'newTab', href: '//brand.example' }],
    ['no action and no URL: a picture only', banner(undefined, null), member, { kind: 'none' }],
  ])('%s', (_case, input, viewer, expected) => {
    expect(bannerTarget(input, viewer)).toEqual(expected);
  });

  it.each<[string, typeof member, BannerTarget]>([
    ['a visitor signs in whatever the action', visitor, { kind: 'signIn' }],
    ['a member follows the action', member, { kind: 'page', href: '/payment?promo=WEEK50' }],
  ])('weekly banner: %s', (_case, viewer, expected) => {
    expect(bannerTarget(banner({ actionType: 'REVIEW_ORDER', data: { couponCode: 'WEEK50' } }), { ...viewer, visitorsSignIn: true })).toEqual(expected);
  });
});
