import { examplePartners } from '@rewards/partner/examples';
import { describe, expect, it } from 'vitest';
import { categoryHref, footerSubtitle, supportHref, topBenefitHref, withParams } from './footerLinks';

describe('categoryHref', () => {
  it.each([
    [{ displayName: 'Dining', isNative: false, url: null }, '/categories', { href: '/categories/dining', external: false }],
    [{ displayName: 'Food Delivery', isNative: false, url: null }, '/categories', { href: '/categories/food%20delivery', external: false }],
    [{ displayName: 'Health & Fitness', isNative: false }, '/categories', { href: '/categories/health%20%26%20fitness', external: false }],
    [{ displayName: 'Music', isNative: false, url: null }, '/categoriesshoppercard', { href: '/categoriesshoppercard/music', external: false }],
    [{ displayName: 'OTT', isNative: true, url: 'https://ott.example.com' }, '/categories', { href: 'https://ott.example.com', external: true }],
    [{ displayName: 'News', isNative: true, url: null }, '/categories', { href: '/categories/news', external: false }],
  ])('%j under %s links to %j', (category, base, expected) => {
    expect(categoryHref(category, base)).toEqual(expected);
  });
});

describe('supportHref', () => {
  const user = { firstName: 'Aarav', lastName: 'Shah', email: 'aarav@example.in', mobile: '9876543210' };
  it.each([
    ['/support', undefined, '/support'],
    ['/support', user, '/support?name=Aarav+Shah&email=aarav%40example.in&mob=9876543210'],
    ['/support?topic=billing', user, '/support?topic=billing&name=Aarav+Shah&email=aarav%40example.in&mob=9876543210'],
    ['https://help.example.in/ticket#form', { firstName: 'Meera', email: null, mobile: '9123456789' }, 'https://help.example.in/ticket?name=Meera&mob=9123456789#form'],
    ['/support', { firstName: null, email: null, mobile: null }, '/support'],
  ])('%s for %j is %s', (url, who, href) => {
    expect(supportHref(url, who)).toBe(href);
  });
});

describe('topBenefitHref', () => {
  it.each([
    ['/categories/dining/tandoor-tales-gold', '/categories', '/categories/dining/tandoor-tales-gold?source_origin=footer'],
    ['/categories/dining/tandoor-tales-gold?source_origin=footer', '/categories', '/categories/dining/tandoor-tales-gold?source_origin=footer'],
    ['/categories/music/raagwave', '/categoriesshoppercard', '/categoriesshoppercard/music/raagwave?source_origin=footer'],
    ['/categoriescard/music/raagwave', '/categoriesshoppercard', '/categoriescard/music/raagwave?source_origin=footer'],
    ['/categories?tab=all', '/categorylistingmore', '/categorylistingmore?tab=all&source_origin=footer'],
  ])('%s under %s is %s', (deeplink, base, href) => {
    expect(topBenefitHref(deeplink, base)).toBe(href);
  });
});

describe('withParams', () => {
  it.each([
    ['/a', { b: '1' }, '/a?b=1'],
    ['/a?b=0&c=2', { b: '1' }, '/a?b=1&c=2'],
    ['/a#x', { b: '1' }, '/a?b=1#x'],
  ])('%s + %j = %s', (url, params, result) => {
    expect(withParams(url, params)).toBe(result);
  });
});

describe('footerSubtitle', () => {
  it("the core site takes the API's footer content, else its default", () => {
    expect(footerSubtitle(examplePartners.core, 'Campaign footer line')).toBe('Campaign footer line');
    expect(footerSubtitle(examplePartners.core, undefined)).toBe('One membership, unlimited benefits');
  });

  it("a co-brand's subtitle is its own, whatever the API's content says", () => {
    const shopper = { ...examplePartners.shopper, labels: { ...examplePartners.shopper.labels, footerSubtitle: 'Exclusive member benefits' } };
    expect(footerSubtitle(shopper, 'One membership, unlimited benefits. Save up to ₹20,000')).toBe('Exclusive member benefits');
  });
});
