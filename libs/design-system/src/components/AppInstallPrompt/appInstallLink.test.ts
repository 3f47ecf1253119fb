import { describe, expect, it } from 'vitest';
import { appInstallLink } from './AppInstallPrompt';

describe('appInstallLink', () => {
  it.each([
    ['the offer page adds its last segment', 'https://play.example/app', '/categories/dining/biryani-bazaar-flat-200', 'https://play.example/app/biryani-bazaar-flat-200'],
    ['a trailing slash on the store link is not doubled', 'https://play.example/app/', '/categories/dining/x', 'https://play.example/app/x'],
    ['the home page adds nothing', 'https://play.example/app', '/', 'https://play.example/app'],
  ])('%s', (_case, store, pathname, link) => {
    expect(appInstallLink(store, pathname)).toBe(link);
  });
});
