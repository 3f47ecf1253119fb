// @vitest-environment node
import { examplePartners } from '@rewards/partner/examples';
import { DARK_MODE_CLASS, DARK_MODE_COOKIE } from '@rewards/partner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellRegistry } from '../testing/shellFixtures';
import { createServerRenderer } from './renderPage';

const partner = { ...examplePartners.core, theme: { themeClass: 'core-theme', brandColor: '#4f24b8' } };

// The API is out of reach: the frame renders without its content, as when the API is slow.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline in tests')))));
afterEach(() => vi.unstubAllGlobals());

async function renderPage(path: string, cookie?: string) {
  const render = createServerRenderer({ partner, registry: shellRegistry, apiOrigin: 'http://api.test', production: true });
  const result = await render({ url: `https://rewards.test${path}`, origin: 'https://rewards.test', nonce: 'n0nce', ...(cookie ? { cookie } : {}) });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

describe('the server page in the app\'s dark mode (isDarkModeEnabled)', () => {
  it('an ordinary page has the theme class alone and no colour scheme', async () => {
    const page = await renderPage('/faq');
    expect(page.htmlClass).toBe('core-theme');
    expect(page.head).not.toContain('color-scheme');
    expect(page.body).toContain('FAQ page');
  });

  it('?isDarkModeEnabled=true: the dark class on <html> and a dark colour scheme in the first HTML', async () => {
    const page = await renderPage('/faq?isDarkModeEnabled=true');
    expect(page.htmlClass).toBe(`core-theme ${DARK_MODE_CLASS}`);
    expect(page.head).toContain('<meta name="color-scheme" content="dark"/>');
  });

  it('a later page of the visit stays dark through the cookie, until the address turns it off', async () => {
    expect((await renderPage('/faq', `other=1; ${DARK_MODE_COOKIE}=1`)).htmlClass).toBe(`core-theme ${DARK_MODE_CLASS}`);
    expect((await renderPage('/faq?isDarkModeEnabled=false', `${DARK_MODE_COOKIE}=1`)).htmlClass).toBe('core-theme');
  });
});
