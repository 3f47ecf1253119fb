import { describe, expect, it } from 'vitest';
import { offerCardClick } from './offerCardClick';

describe('offerCardClick', () => {
  it.each([
    { isLoggedIn: false, locked: true, redirects: true, expected: 'toggle' },
    { isLoggedIn: false, locked: false, redirects: true, expected: 'navigate' },
    { isLoggedIn: true, locked: true, redirects: true, expected: 'navigate' },
    { isLoggedIn: true, locked: false, redirects: true, expected: 'navigate' },
    { isLoggedIn: true, locked: false, redirects: false, expected: 'toggle' },
    { isLoggedIn: false, locked: false, redirects: false, expected: 'toggle' },
    { isLoggedIn: true, locked: true, redirects: false, expected: 'toggle' },
  ] as const)('logged in $isLoggedIn, locked $locked, redirects $redirects → $expected', ({ expected, ...input }) => {
    expect(offerCardClick(input)).toBe(expected);
  });
});
