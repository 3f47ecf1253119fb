import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectedPartner, siteOf } from '../partners';

/** axe-core's WCAG 2.1 A and AA rules; any violation fails with its rule ids and the nodes hit. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('home has no violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the not-found page has no violations', async ({ page }, testInfo) => {
    await page.goto(expectedPartner[siteOf(testInfo.project.name)].forbiddenPath);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an offer detail page has no violations', async ({ page }, testInfo) => {
    await page.goto('/');
    const card = page.getByRole('list', { name: /offers$/ }).first().getByRole('link').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    testInfo.annotations.push({ type: 'page', description: href! });
    expect(await violations(page)).toEqual([]);
  });
});
