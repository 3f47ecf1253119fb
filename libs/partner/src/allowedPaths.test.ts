import { describe, expect, it } from 'vitest';
import { isPathAllowed } from './allowedPaths';

const shopper = ['', '/', '/user-shopper-stop', '/categoriesshoppercard', '/tnc', '/404', '/system/health', '/profile', '/search'];
const moreRewards = ['', '/', '/categorylistingmore', '/tnc', '/404', '/system/health', '/profile'];

describe('isPathAllowed', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/user-shopper-stop', true],
    ['/categoriesshoppercard', true],
    ['/categoriesshoppercard/dining/zestbite', true],
    ['/tnc/', true],
    ['/search?q=abc', true],
    ['/categories', false],
    ['/categories/dining', false],
    ['/categoriesshoppercardx', false],
    ['/blog', false],
    ['/userfeed', false],
  ])('shopper mode: %s allowed is %s', (path, expected) => {
    expect(isPathAllowed(path, shopper)).toBe(expected);
  });

  it.each([
    ['/', true],
    ['/categorylistingmore/grocery/fresh-basket', true],
    ['/profile', true],
    ['/search', false],
    ['/user-shopper-stop', false],
    ['/categoriesshoppercard', false],
  ])('more-rewards mode: %s allowed is %s', (path, expected) => {
    expect(isPathAllowed(path, moreRewards)).toBe(expected);
  });

  it('the core site allows every path', () => {
    expect(isPathAllowed('/anything/at/all', 'all')).toBe(true);
  });
});
