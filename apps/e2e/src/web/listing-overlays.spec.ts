import { expect, test, type Page } from '@playwright/test';
import { violations } from '../axe';
import { LISTING_OVERLAYS_ADDRESS } from '../limits';
import { codeSentTo, requestCode, verifyWith } from '../login';

// Demo data from the seed (apps/api/src/seed/data): the dining category's offers, the home's
// exclusives know-more data, and Tara (9876543231), a paid member on the PRIME_ANNUAL user variant
// with no city, whom no other journey logs in as (a mobile may receive one code per 30 s).
const APP_PROMPT_MEMBER = '9876543231';
const DINING_OFFER = 'Flat 15% off on weekday lunch buffets';
const LOCKED_OFFER = 'Complimentary 3-month Tandoor Tales Gold membership';
const KNOW_MORE_HEADER = 'Curated experiences, member prices';
const PHONE = { width: 390, height: 844 };

/** The page has hydrated: the panels replace the cards' in-place behaviour only from then on. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
}

test.describe('the listing and exclusives overlays (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': LISTING_OVERLAYS_ADDRESS } });

  test('clp_key_points_modal: on a phone, a listing card opens its key points in the panel', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/categories/dining');
    await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    await hydrated(page);
    const offers = page.getByRole('list', { name: 'Dining offers' });
    const card = offers.getByRole('listitem').filter({ hasText: DINING_OFFER }).first();
    const keyPoints = card.getByRole('button', { name: 'Key points' });
    await expect(keyPoints).toHaveAttribute('aria-haspopup', 'dialog');
    await keyPoints.click();

    const panel = page.getByRole('dialog', { name: DINING_OFFER });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Valid on lunch buffets from Monday to Friday')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View offer' })).toHaveAttribute('href', '/categories/dining/tandoor-tales-weekday-buffet');
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(keyPoints).toBeFocused();

    // A visitor's tap on a locked offer: the panel, with sign-in in place of the offer's page.
    await offers.getByRole('listitem').filter({ hasText: LOCKED_OFFER }).first().getByRole('button', { name: new RegExp(LOCKED_OFFER) }).click();
    const locked = page.getByRole('dialog', { name: LOCKED_OFFER });
    await expect(locked.getByText('Members only: sign in or join to unlock this offer.')).toBeVisible();
    await locked.getByRole('button', { name: 'Sign in to unlock' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(locked).toBeHidden();
  });

  test('tpx_know_more: the exclusives Know more card opens the know-more panel; a card’s Details opens tp_exclusive_info', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The section below the first screen hydrates when its own chunk has loaded: press its card once
    // the page has finished loading, as a reader who scrolled there would.
    await page.waitForLoadState('networkidle');
    const section = page.locator('#curated-experiences');
    // A reader scrolls down to it. Its carousel's Next arrow is drawn by the browser once the section
    // has hydrated and Embla, which starts when the carousel nears the screen, has measured it (a
    // loaded CI run pressed the server's card before that, and the press was lost).
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Next' })).toBeVisible();
    await section.getByRole('button', { name: /Know more$/ }).click();

    const panel = page.getByRole('dialog', { name: KNOW_MORE_HEADER });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(/^Concerts, comedy nights/);
    await expect(panel.locator('img')).toHaveAttribute('src', /exclusive/);
    await expect(panel.getByRole('heading', { name: 'How exclusives work' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'See all exclusives' }).click();
    await expect(page).toHaveURL(/\/categories\/tpxclusives$/);
    await expect(panel).toBeHidden();

    // The exclusive-offer info sheet stays each card's own (tp_exclusive_info).
    await page.getByRole('button', { name: /^Details: / }).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'View offer' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('app_download_prompt: a paid member on a listed variant, on a phone, is offered the app instead of the city prompt', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await requestCode(page, APP_PROMPT_MEMBER);
    await verifyWith(page, await codeSentTo(request, APP_PROMPT_MEMBER));
    await expect(page).toHaveURL(/\/userfeed$/);

    const prompt = page.getByRole('dialog', { name: 'Everything is in the app' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', /play\.google\.com/);
    await expect(prompt.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toHaveAttribute('href', /apps\.apple\.com/);
    // She has no city, yet the prompt takes this visit's one interruption.
    await expect(page.getByRole('dialog', { name: 'Which city do you live in?' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Which city do you live in?' })).toHaveCount(0);
  });
});
