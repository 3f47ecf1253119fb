import { expect, test } from '@playwright/test';
import { expectedPartner, siteOf } from '../partners';

// The sites in Hindi (docs/languages.md): the member's choice from the header's switch (and the
// footer's, where a site has a footer), kept in a cookie, and the page rendered in it from the first byte.
test.describe('the language switch', () => {
  test('a visitor switches to Hindi and back; the server renders the chosen language from the first HTML', async ({ page, context, request }, testInfo) => {
    const site = siteOf(testInfo.project.name);
    const partner = expectedPartner[site];
    // to Hindi with the header's switch; back with the footer's (the grocery site has none: its header's again)
    const choose = async (language: 'hi' | 'en', name: string) => {
      const region = language === 'en' && site !== 'more-rewards' ? page.getByRole('contentinfo') : page.getByRole('banner');
      await region.getByRole('button', { name, exact: true }).click();
    };
    await page.goto(partner.offersPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();

    await choose('hi', 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toBeAttached();
    expect((await context.cookies()).find((cookie) => cookie.name === 'rp_lang')).toMatchObject({ value: 'hi', sameSite: 'Lax' });

    // the first HTML for a Hindi reader is already Hindi: no English frame first
    const first = await (await request.get(partner.offersPath, { headers: { cookie: 'rp_lang=hi' } })).text();
    expect(first).toMatch(/<html lang="hi-IN"/);
    expect(first).toContain('सीधे मुख्य सामग्री पर जाएँ');
    expect(first).toContain('hreflang="hi-IN"');

    await choose('en', 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  });

  test("a browser that asks for Hindi gets Hindi until the reader chooses", async ({ browser, baseURL }, testInfo) => {
    const partner = expectedPartner[siteOf(testInfo.project.name)];
    const context = await browser.newContext({ baseURL: baseURL!, locale: 'hi-IN', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(partner.offersPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await context.close();
  });
});
