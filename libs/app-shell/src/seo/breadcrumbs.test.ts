import { describe, expect, it } from 'vitest';
import { breadcrumbs, seoRevealDelay, showsSeo } from './breadcrumbs';

describe('breadcrumbs', () => {
  it.each([
    ['/', []],
    ['', []],
    ['/faq', [{ label: 'HOME', href: '/' }, { label: 'faq' }]],
    ['/privacy-policy', [{ label: 'HOME', href: '/' }, { label: 'privacy policy' }]],
    ['/categories/', [{ label: 'HOME', href: '/' }, { label: 'categories' }]],
    [
      '/categories/food-delivery/swiggy-one-lite',
      [{ label: 'HOME', href: '/' }, { label: 'categories', href: '/categories' }, { label: 'food delivery', href: '/categories/food-delivery' }, { label: 'swiggy one lite' }],
    ],
    ['/categories/dining?source_origin=footer', [{ label: 'HOME', href: '/' }, { label: 'categories', href: '/categories' }, { label: 'dining' }]],
    ['/blog/how-to-save-on-dining-42', [{ label: 'HOME', href: '/' }, { label: 'blog', href: '/blog' }, { label: 'how to save on dining' }]],
    ['/blog/savings-guide-a1b2', [{ label: 'HOME', href: '/' }, { label: 'blog', href: '/blog' }, { label: 'savings guide' }]],
    ['/blog/guide', [{ label: 'HOME', href: '/' }, { label: 'blog', href: '/blog' }, { label: 'guide' }]],
    ['/blog-aboutus', [{ label: 'HOME', href: '/' }, { label: 'blog aboutus' }]],
    ['/categories/health%20%26%20fitness', [{ label: 'HOME', href: '/' }, { label: 'categories', href: '/categories' }, { label: 'health & fitness' }]],
    ['/ticketing', []],
    ['/ticketing/show-42', []],
  ])('%s has %j', (pathname, trail) => {
    expect(breadcrumbs(pathname).map(({ name: _name, ...crumb }) => crumb)).toEqual(trail);
  });
});

describe('seoRevealDelay', () => {
  it.each([
    [true, 0],
    [false, 200],
  ])('first load %s waits %s ms', (firstLoad, delay) => {
    expect(seoRevealDelay(firstLoad)).toBe(delay);
  });
});

describe('breadcrumbs in a language', () => {
  it("names the site's pages in the page's words and marks a slug's words as a name", () => {
    const words = { home: 'होम', page: (segment: string) => (segment === 'categories' ? 'कैटेगरी' : undefined) };
    expect(breadcrumbs('/categories/dining/tandoor-tales-gold', words)).toEqual([
      { label: 'होम', href: '/' },
      { label: 'कैटेगरी', href: '/categories' },
      { label: 'dining', href: '/categories/dining', name: true },
      { label: 'tandoor tales gold', name: true },
    ]);
  });
});

describe('showsSeo', () => {
  it.each([
    [true, true, '/categories', false, true],
    [true, true, '/categories', true, true],
    [true, true, '/', true, false],
    [true, true, '/', false, true],
    [true, false, '/faq', true, false],
    [false, true, '/profile', false, false],
  ])('page %s, partner %s, %s, logged out %s: %s', (pageHasSeo, partnerShowsSeo, pathname, loggedOut, shown) => {
    expect(showsSeo({ pageHasSeo, partnerShowsSeo, pathname, loggedOut })).toBe(shown);
  });
});
