import { describe, expect, it } from 'vitest';
import { pageNameFromPath, showsUpdatedDate, termsPageFromPath } from './contentPaths';

describe('termsPageFromPath', () => {
  it.each([
    ['/terms-and-conditions', 'general', '/terms-and-conditions'],
    ['/terms-and-conditions/', 'general', '/terms-and-conditions'],
    ['/tnc', 'general', '/terms-and-conditions'],
    ['/terms-and-conditions/visa-offers', 'visa-offers', '/terms-and-conditions/visa-offers'],
    ['/terms-and-conditions/Visa-Offers', 'visa-offers', '/terms-and-conditions/visa-offers'],
    ['/referral-terms-and-conditions', 'referral', '/referral-terms-and-conditions'],
    ['/referral-terms-and-conditions/diwali-referral', 'diwali-referral', '/terms-and-conditions/diwali-referral'],
    ['/terms-and-conditions/with%20space', 'with space', '/terms-and-conditions/with%20space'],
  ])('%s shows the terms named %s (canonical %s)', (path, name, canonicalPath) => {
    expect(termsPageFromPath(path)).toEqual({ name, canonicalPath });
  });
});

describe('pageNameFromPath', () => {
  it.each([
    ['/about', 'about'],
    ['/privacy-policy', 'privacy-policy'],
    ['/experiantnc', 'experiantnc'],
    ['/visa-terms-and-conditions', 'visa-terms-and-conditions'],
    ['/blog-aboutus/', 'blog-aboutus'],
    ['/Support', 'support'],
    ['/', ''],
  ])('%s is the page %j', (path, name) => {
    expect(pageNameFromPath(path)).toBe(name);
  });
});

describe('showsUpdatedDate', () => {
  it.each([
    ['privacy-policy', true],
    ['experiantnc', true],
    ['visa-terms-and-conditions', true],
    ['about', false],
    ['blog-aboutus', false],
    ['support', false],
  ])('%s: %s', (name, shown) => {
    expect(showsUpdatedDate(name)).toBe(shown);
  });
});
