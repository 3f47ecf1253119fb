// Issue 34, browsing items 10-20, walked as a person would on the core site: phone and desktop.
import { expect, test, type Page } from '@playwright/test';
import { settled } from '../hydration';
import { gotoAsMember, logIn } from '../login';

const phone = { width: 390, height: 844 };

test.describe('the logged-out home on a desktop', () => {
  test('one Curated experiences heading, the footer’s festive picture, the benefits’ PAY button and only the site’s own name', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /Curated experiences/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Events for members' })).toBeVisible();

    // Additional Benefits ('Discover Benefits' for a visitor on desktop) carries the payment button: sign-in for a visitor.
    const benefits = page.getByRole('region', { name: 'Discover Benefits' });
    const pay = benefits.getByRole('button', { name: /^PAY ₹/ });
    await expect(pay).toBeVisible();
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The weekly banners' default title names this site, never another product.
    await expect(page.getByRole('region', { name: 'Weekly promotions' }).getByText('on Prime Rewards').first()).toBeAttached();
    await expect(page.getByText(/Times Prime/)).toHaveCount(0);

    // The xmas theme: the festive base along the footer's foot, the full width of the footer, not cropped.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const festive = footer.locator('img[data-festive="xmas"]');
    await expect(festive).toHaveAttribute('src', /festive-base\.svg$/);
    await expect.poll(() => festive.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const [imageBox, footerBox] = [await festive.boundingBox(), await footer.boundingBox()];
    expect(Math.round(imageBox!.width)).toBe(Math.round(footerBox!.width));
    expect(Math.round(imageBox!.height)).toBe(Math.round((imageBox!.width * 120) / 1440));
  });
});

test.describe('the logged-out home on a 390 px phone', () => {
  test.use({ viewport: phone });

  test("the 'Benefits Worth' bar stays at the bottom of the screen while the home scrolls", async ({ page }) => {
    await page.goto('/');
    // Its button answers once the home's every part is React's (a full CI run pressed it before).
    await settled(page);
    const bar = page.getByRole('button', { name: /^Benefits Worth: ₹/ });
    await expect(bar).toBeInViewport();
    for (const y of [1200, 3000, 6000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(bar).toBeInViewport();
      const box = (await bar.boundingBox())!;
      // At the bottom of the screen (its 8 px padding below), not somewhere in the page.
      expect(box.y + box.height).toBeGreaterThan(phone.height - 40);
      expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    }
    // Its button takes the visitor to the core offers.
    await bar.click();
    await expect(page.locator('#key-benefits')).toBeInViewport();
  });

  test('one Share button on an offer page (the header bar’s)', async ({ page }) => {
    await page.goto('/categories/dining/tandoor-tales-gold');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Share' })).toBeVisible();
  });
});

test.describe('an unpaid member', () => {
  test('sees the home’s banners with their member actions, the benefits’ PAY button, the app prompt on an offer page and the Payment Offers sheet', async ({ page, request }) => {
    await logIn(page, request);

    // The member feed carries the weekly banners: REVIEW_ORDER to payment with its code,
    // URL_REDIRECTION in a new tab, GET_CREDIT_REPORT to the credit check, HOME_PAGE to /.
    const weekly = page.getByRole('region', { name: 'Weekly promotions' });
    await expect(weekly).toBeVisible();
    await expect(weekly.getByRole('link', { name: 'Claim ₹100 off' })).toHaveAttribute('href', '/payment?promo=WELCOME100');
    await expect(weekly.getByRole('link', { name: /^Listen now/ })).toHaveAttribute('target', '_blank');
    await expect(weekly.locator('a[href="/creditscorecheck"]')).toHaveCount(1);
    await expect(weekly.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('region', { name: 'Additional Benefits' }).getByRole('button', { name: /^PAY ₹/ })).toBeVisible();

    // On an offer page the buy button opens the app-install prompt (spec §4: logged in on offer detail).
    await gotoAsMember(page, '/categories/dining/tandoor-tales-gold');
    const buy = page.getByRole('group', { name: 'Offer actions' }).getByRole('button', { name: /^PAY ₹/ });
    await expect(buy).toHaveAttribute('aria-haspopup', 'dialog');
    await buy.click();
    const prompt = page.getByRole('dialog', { name: 'Get the app' });
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/categories\/dining\/tandoor-tales-gold$/);
    await page.keyboard.press('Escape');

    // The payment page's offers sheet: 'Payment Offers' (no campaign gives a header here).
    await gotoAsMember(page, '/payment');
    await page.getByRole('button', { name: /^Payment Offers \(\d+\)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Offers' })).toBeVisible();
  });
});

/** Pictures drawn with object-fit 'cover' whose box is another shape than the artwork: cropped into their words. */
async function croppedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
      .filter((image) => {
        if (getComputedStyle(image).objectFit !== 'cover') return false;
        const box = image.getBoundingClientRect();
        const drawn = box.width / box.height;
        const art = image.naturalWidth / image.naturalHeight;
        return Math.abs(drawn - art) / art > 0.02;
      })
      .map((image) => image.getAttribute('src') ?? ''),
  );
}

/** Loads every lazy picture by scrolling the page through. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
}

for (const viewport of [phone, { width: 768, height: 1024 }, { width: 1440, height: 900 }]) {
  test.describe(`pictures and card texts at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('banner and card pictures scale whole into their slots; savings are never cut; badges never cover logos', async ({ page }) => {
      for (const path of ['/', '/categories']) {
        await page.goto(path);
        await scrollThrough(page);
        expect(await croppedPictures(page), path).toEqual([]);
        // Banners: drawn whole ('contain') in a slot of the artwork's shape.
        const banners = page.getByRole('region', { name: 'Weekly promotions' }).locator('img');
        for (const image of await banners.all()) await expect(image).toHaveCSS('object-fit', 'contain');
        // Card texts: no savings line cut off (its text fits its box), no badge over a logo.
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          for (const badges of document.querySelectorAll('[id$="-badges"]')) {
            const card = badges.parentElement;
            const logo = card?.querySelector('img[alt$=" logo"]');
            if (!logo) continue;
            const [a, b] = [badges.getBoundingClientRect(), logo.parentElement!.getBoundingClientRect()];
            if (a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) found.push(`badge over ${logo.getAttribute('alt')}`);
          }
          for (const savings of document.querySelectorAll('[id$="-savings"]')) {
            const box = savings as HTMLElement;
            if (box.offsetWidth > 0 && box.scrollWidth > box.clientWidth + 1) found.push(`savings cut: ${box.textContent}`);
          }
          return found;
        });
        expect(problems, path).toEqual([]);
      }
    });
  });
}
