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

describe('the server page in the reader\'s language (docs/languages.md)', () => {
  async function pageIn(path: string, { cookie, acceptLanguage }: { cookie?: string; acceptLanguage?: string }) {
    const render = createServerRenderer({ partner, registry: shellRegistry, apiOrigin: 'http://api.test', production: true });
    const result = await render({ url: `https://rewards.test${path}`, origin: 'https://rewards.test', nonce: 'n0nce', ...(cookie ? { cookie } : {}), ...(acceptLanguage ? { acceptLanguage } : {}) });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    return result;
  }

  it('renders in Hindi for a Hindi cookie: <html lang>, the shell\'s texts, and the language the browser starts in', async () => {
    const page = await pageIn('/faq', { cookie: 'rp_lang=hi' });
    expect(page.lang).toBe('hi-IN');
    expect(page.body).toContain('सीधे मुख्य सामग्री पर जाएँ');
    expect(page.body).not.toContain('Skip to content');
    expect(page.state).toContain('"locale":"hi"');
  });

  it('follows Accept-Language when the reader has not chosen, and ?lang= over both', async () => {
    expect((await pageIn('/faq', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).lang).toBe('hi-IN');
    expect((await pageIn('/faq', { acceptLanguage: 'en-GB' })).lang).toBe('en-IN');
    expect((await pageIn('/faq?lang=en', { cookie: 'rp_lang=hi' })).body).toContain('Skip to content');
  });

  it('names its other-language addresses for search engines', async () => {
    const { head } = await pageIn('/faq?x=1&lang=hi', {});
    expect(head).toContain('<link rel="alternate" hreflang="en-IN" href="https://rewards.test/faq?x=1&amp;lang=en"/>');
    expect(head).toContain('<link rel="alternate" hreflang="hi-IN" href="https://rewards.test/faq?x=1&amp;lang=hi"/>');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://rewards.test/faq?x=1"/>');
  });
});
