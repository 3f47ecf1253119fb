import { expect, test, type Page } from '@playwright/test';
import { gotoAsMember, logIn } from '../login';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ApiOffer {
  name: string;
  header: string;
  companyName: string;
  categorySlug: string;
}

test.describe('browsing the core site', () => {
  test('a visitor opens an offer from the home page', async ({ page }) => {
    await page.goto('/');
    const benefits = page.getByRole('region', { name: 'Discover Benefits' });
    await expect(benefits.getByRole('tab', { name: 'Dining' })).toHaveAttribute('aria-selected', 'true');
    // Locked offers only show their key points to visitors; the others are links to their page.
    const card = benefits.getByRole('tabpanel').getByRole('link', { name: /./ }).first();
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/categories\/dining\/[A-Za-z0-9-]+$/);
    const detail = (await (await page.request.get(`/c/prime/offer/${href.split('/').pop()}`)).json()) as { data: ApiOffer };

    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: detail.data.header })).toBeVisible();
    await expect(page.getByRole('img', { name: `${detail.data.companyName} logo` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    // The join button sits with the offer's actions; a visitor's click opens sign-in.
    await page.getByRole('group', { name: 'Offer actions' }).getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a visitor switches the category tabs on the home page', async ({ page }) => {
    await page.goto('/');
    const benefits = page.getByRole('region', { name: 'Discover Benefits' });
    await benefits.getByRole('tab', { name: 'Music' }).click();
    await expect(benefits.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
    // Five company offers (four and the welcome offer), then the 'Explore more' card.
    const panel = benefits.getByRole('tabpanel');
    await expect(panel.getByText('Many more benefits on your favourite brands')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Explore more/ })).toHaveAttribute('href', '/categories/music');
  });

  test('category browsing: the listing, Show More, a category and one of its offers', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    const dining = page.getByRole('list', { name: 'Dining offers' });
    const before = await dining.getByRole('listitem').count();
    await page.getByRole('button', { name: /Show More/ }).first().click();
    await expect.poll(() => dining.getByRole('listitem').count()).toBeGreaterThan(before);

    await page.getByRole('link', { name: 'Music', exact: true }).first().click();
    await expect(page).toHaveURL('/categories/music');
    await expect(page.getByRole('heading', { level: 1, name: /Music/ })).toBeVisible();
    const offer = page.getByRole('list', { name: 'Music offers' }).getByRole('link', { name: /./ }).first();
    const href = (await offer.getAttribute('href'))!;
    expect(href).toMatch(/^\/categories\/music\/[A-Za-z0-9-]+$/);
    await offer.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Breadcrumbs: HOME first, the last item is not a link.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  });

  test('exclusive offers have their own list, with upcoming, live and missed events', async ({ page }) => {
    await page.goto('/categories/tpxclusives');
    await expect(page.getByText('RSVP').first()).toBeVisible();
    await expect(page.getByText('LIVE NOW').first()).toBeVisible();
    await expect(page.getByText('JUST MISSED').first()).toBeVisible();
  });

  test('a member searches from the header and opens a result', async ({ page, request }) => {
    await logIn(page, request);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    // An overlay over the page it was opened from (spec §3): the feed stays, at its address, under it.
    await expect(page).toHaveURL(/\/userfeed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ananya', includeHidden: true })).toBeAttached();
    const box = dialog.getByRole('searchbox', { name: 'Search Offers' });

    // The API ranks brand matches first.
    const expected = (await (await request.post('/nc/prime/benefit/search', { data: { query: 'biryani' } })).json()) as { data: ApiOffer[] };
    expect(expected.data.length).toBeGreaterThan(0);
    await box.fill('biryani');
    const first = dialog.getByRole('link', { name: new RegExp(escape(expected.data[0]!.header)) });
    await expect(first).toBeVisible();

    await box.fill('zzqqxx');
    await expect(dialog.getByText('No Result Found')).toBeVisible();

    await box.fill('biryani');
    await dialog.getByRole('link', { name: new RegExp(escape(expected.data[0]!.header)) }).click();
    await expect(page).toHaveURL(new RegExp(`/${expected.data[0]!.name}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected.data[0]!.header })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Closed with Escape, focus goes back to Search, on a page that never left.
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${expected.data[0]!.name}$`));
  });

  test('content pages: FAQ, blog paging and an article', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstQuestion = page.locator('summary').first();
    await firstQuestion.click();
    await expect(page.locator('details[open]')).toHaveCount(1);

    await page.goto('/blog');
    const status = page.getByRole('status').filter({ hasText: /Showing \d+ of \d+ articles/ });
    await expect(status).toHaveText(/Showing 6 of (\d+) articles/);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(status).not.toHaveText(/Showing 6 of/);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('not-found paths', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
    await page.goto('/categories/dining/no-such-offer-here');
    await expect(page.getByRole('heading', { name: '404 offer not found' })).toBeVisible();
    await page.goto('/categories/no-such-category');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
    await page.goto('/blog/no-such-article-999999');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
    // Terms that do not exist fall back to the bureau terms page.
    await page.goto('/terms-and-conditions/no-such-terms');
    await expect(page).toHaveURL('/experiantnc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** The page does not scroll sideways, and no two visible headings sit on top of each other. */
async function expectTidyLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('main h1, main h2, main h3')]
      .map((el) => ({ text: el.textContent?.trim() ?? '', rect: el.getBoundingClientRect(), visible: (el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true }))
      .filter((box) => box.visible && box.rect.width > 0 && box.rect.height > 0);
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.rect;
        const b = boxes[j]!.rect;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 2 && y > 2) found.push(`${boxes[i]!.text} / ${boxes[j]!.text}`);
      }
    return found;
  });
  expect(overlaps, 'overlapping headings').toEqual([]);
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Set SCREENSHOTS_DIR (as `npm run screenshots` does) to keep a picture of each page walked. */
async function snap(page: Page, file: string): Promise<void> {
  const dir = process.env['SCREENSHOTS_DIR'];
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${file}.jpg`, type: 'jpeg', quality: 70 });
}

for (const viewport of viewports) {
  test.describe(`the walk on a ${viewport.width}x${viewport.height} ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor: home, categories, an offer', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const region of ['Weekly promotions', 'Promotions', 'How to use', 'Offers from our partners']) {
        await expect(page.getByRole('region', { name: region, exact: true })).toBeAttached();
      }
      await expect(page.getByRole('region', { name: viewport.name === 'phone' ? 'Additional Benefits' : 'Discover Benefits' })).toBeAttached();
      await expect(page.locator('#key-benefits')).toBeAttached();
      await expect(page.locator('#curated-experiences')).toBeAttached();
      if (viewport.name === 'phone') {
        await expect(page.getByRole('button', { name: /^Benefits Worth: ₹/ })).toBeVisible();
        await expect(page.getByText('20+ Subscriptions | 40+ Brands')).toBeVisible();
      }
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expectTidyLayout(page);
      await snap(page, `home-visitor-${viewport.name}`);

      await page.goto('/categories');
      await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
      await expectTidyLayout(page);
      await snap(page, `categories-visitor-${viewport.name}`);

      await page.goto('/categories/dining/biryani-bazaar-flat-200');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTidyLayout(page);
      await snap(page, `offer-detail-visitor-${viewport.name}`);
    });

    test('a member: feed, categories, an offer, search', async ({ page, request }) => {
      await logIn(page, request);
      await expect(page.getByRole('heading', { name: 'Trending Privileges' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Additional Benefits' })).toBeAttached();
      await expectTidyLayout(page);
      await snap(page, `feed-member-${viewport.name}`);

      await gotoAsMember(page, '/categories');
      await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
      await expectTidyLayout(page);
      await snap(page, `categories-member-${viewport.name}`);

      await gotoAsMember(page, '/categories/dining/biryani-bazaar-flat-200');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTidyLayout(page);
      await snap(page, `offer-detail-member-${viewport.name}`);

      await gotoAsMember(page, '/search');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('searchbox', { name: 'Search Offers' }).fill('pass');
      await expect(dialog.getByRole('link').first()).toBeVisible();
      await expectTidyLayout(page);
      await snap(page, `search-member-${viewport.name}`);
    });
  });
}
