import { expect, test, type APIRequestContext } from '@playwright/test';

interface ApiOffer {
  id: number;
  name: string;
  header: string;
  subHeader?: string | null;
  companyName: string;
  categorySlug: string;
  savingsText?: string | null;
  hideSavings?: boolean;
  keyPoints: string[];
}
interface ApiCategory {
  id: number;
  slug: string;
  displayName: string;
  offers: ApiOffer[];
  companyOffers: ApiOffer[];
}

/** The real categories (not the synthetic 'all') that have offers, straight from the API. */
async function listCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const answer = await request.post('/nc/prime/categories/offers', { data: { query: '', page: 0, pageSize: 1000, platform: 'WEB' } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { categories: ApiCategory[] } };
  return body.data.categories.filter((category) => category.id !== 999 && category.companyOffers.length > 0);
}

test.describe('core site catalogue', () => {
  test('home lists the categories and offer cards the API serves', async ({ page, request }) => {
    // Ask the real API (through the site's proxy) what it holds, then check the page shows it.
    const categories = await listCategories(request);
    expect(categories.length).toBeGreaterThanOrEqual(10);

    await page.goto('/');
    for (const category of categories) {
      await expect(page.getByRole('heading', { level: 2, name: category.displayName })).toBeVisible();
      const first = category.companyOffers[0]!;
      await expect(page.getByRole('list', { name: `${category.displayName} offers` }).getByRole('link', { name: new RegExp(first.header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
    }
  });

  test('an offer card opens its detail page with logo, header, sub-header, key points and savings', async ({ page, request }) => {
    const categories = await listCategories(request);
    const category = categories[0]!;
    await page.goto('/');
    const card = page.getByRole('list', { name: `${category.displayName} offers` }).getByRole('link').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/categories\/[a-z0-9-]+\/[A-Za-z0-9-]+$/);
    const name = href!.split('/').pop()!;
    const detail = (await (await request.get(`/c/prime/offer/${name}`)).json()) as { data: ApiOffer };

    await card.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name: detail.data.header })).toBeVisible();
    await expect(page.getByRole('img', { name: `${detail.data.companyName} logo` })).toBeVisible();
    if (detail.data.subHeader) await expect(page.getByText(detail.data.subHeader, { exact: true })).toBeVisible();
    if (detail.data.savingsText && !detail.data.hideSavings) await expect(page.getByText(detail.data.savingsText, { exact: true })).toBeVisible();
    const keyPoints = page.getByRole('region', { name: 'Key points' }).getByRole('listitem');
    await expect(keyPoints).toHaveCount(detail.data.keyPoints.length);
    expect(detail.data.keyPoints.length).toBeGreaterThan(0);
  });

  test('an unknown offer shows 404 offer not found', async ({ page }) => {
    await page.goto('/categories/dining/no-such-offer-here');
    await expect(page.getByRole('heading', { name: '404 offer not found' })).toBeVisible();
  });

  test('an unknown category shows the not-found page', async ({ page }) => {
    await page.goto('/categories/no-such-category');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
  });

  test('the three sites paint different brand colours', async ({ page }) => {
    const colours = new Set<string>();
    for (const port of [4200, 4201, 4202]) {
      await page.goto(`http://localhost:${port}/`);
      colours.add((await page.locator('meta[name="theme-color"]').getAttribute('content')) ?? '');
    }
    expect(colours.size).toBe(3);
  });
});
