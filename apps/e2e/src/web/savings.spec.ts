import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { violations } from '../axe';
import { SAVINGS_ADDRESS } from '../limits';
import { codeSentTo, gotoAsMember, requestCode, verifyWith } from '../login';

// Kiran (apps/api/src/seed/data/users.yaml): paid, no code history, complete profile; no other test
// logs in as him. Two seeded pools in two categories: Dining and Entertainment.
const SAVINGS_MEMBER = '9876543232';
const OFFERS = ['tandoor-tales-weekday-buffet', 'cinestream-premium-3-months'] as const;

/** Rupees as the site writes them ('₹1,497', '₹299.50'), as a number. */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function logInAs(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await requestCode(page, mobile);
  await verifyWith(page, await codeSentTo(request, mobile));
  await expect(page).toHaveURL(/\/userfeed$/);
}

/** Opens an offer's page as a member does (a full load restores the session with one renewal). */
async function openOffer(page: Page, name: string) {
  const answer = await fetch(new URL(`/c/prime/offer/${name}`, test.info().project.use.baseURL));
  expect(answer.ok).toBe(true);
  const offer = ((await answer.json()) as { data: { categorySlug: string; companyName: string; header: string } }).data;
  await gotoAsMember(page, `/categories/${offer.categorySlug}/${name}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.header })).toBeVisible();
  return { offer, actions: page.getByRole('group', { name: 'Offer actions' }) };
}

/** The 'Saved' figures of a table's body rows, and the figure in its footer. */
async function savedColumn(table: Locator) {
  const rows = await table.locator('tbody tr').all();
  const saved = await Promise.all(rows.map(async (row) => rupees(await row.locator('td').last().textContent())));
  return { saved, total: rupees(await table.locator('tfoot td').last().textContent()) };
}

test.describe('the savings tracker', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': SAVINGS_ADDRESS } });
  test.describe.configure({ timeout: 120_000 });

  test('a member generates codes in two categories, is told each saving, and sees per-month, per-category and per-brand savings adding up to the total', async ({ page, request }) => {
    await logInAs(page, request, SAVINGS_MEMBER);

    const saved: number[] = [];
    const companies: string[] = [];
    for (const name of OFFERS) {
      const { offer, actions } = await openOffer(page, name);
      companies.push(offer.companyName);
      await actions.getByRole('button', { name: 'GENERATE CODE' }).click();
      const drawer = page.getByRole('dialog', { name: `${offer.companyName} codes` });
      await expect(drawer.getByRole('button', { name: /^Copy / })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // The savings prompt follows the closed drawer: what the code saved and the running total.
      const prompt = page.getByRole('dialog', { name: /^You saved ₹/ });
      await expect(prompt).toBeVisible({ timeout: 10_000 });
      await expect(prompt).toHaveAccessibleDescription(`with your ${offer.companyName} code`);
      saved.push(rupees(await prompt.getByRole('heading').first().textContent()));
      const total = saved.reduce((sum, amount) => sum + amount, 0);
      await expect(prompt.getByText('Your savings so far:')).toContainText(new Intl.NumberFormat('en-IN').format(total));
      if (name === OFFERS[0]) {
        expect(await violations(page)).toEqual([]);
        await prompt.getByRole('button', { name: 'Done' }).click();
        await expect(prompt).toBeHidden();
        await expect(actions.getByRole('button', { name: 'VIEW CODE' })).toBeFocused();
      } else {
        await prompt.getByRole('link', { name: 'See your savings' }).click();
      }
    }
    expect(saved.every((amount) => amount > 0)).toBe(true);
    const total = saved[0]! + saved[1]!;

    // The tracker on /profile.
    await expect(page).toHaveURL(/\/profile#savings$/);
    const tracker = page.getByRole('region', { name: 'Your savings' });
    const totalText = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(total);
    // the headline (the chart's bar for a single month may show the same figure)
    await expect(tracker.getByRole('paragraph').filter({ hasText: new RegExp(`^${totalText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })).toBeVisible();
    // Kiran paid nothing through the site: the comparison is with the membership's price.
    await expect(tracker.getByText(/^You have saved .* the price of a membership \(₹999\)( so far)?$/)).toBeVisible();
    await expect(tracker.getByRole('img', { name: 'Savings by month' })).toBeVisible();
    await expect(tracker.getByRole('list', { name: 'Savings by category' }).getByRole('listitem')).toHaveCount(2);
    expect(await violations(page)).toEqual([]);

    await tracker.getByRole('button', { name: 'Show as table' }).click();
    const months = tracker.getByRole('table', { name: 'Savings by month' });
    const categories = tracker.getByRole('table', { name: 'Savings by category' });
    const brands = tracker.getByRole('table', { name: 'Savings by brand' });
    await expect(months).toBeVisible();

    const perMonth = await savedColumn(months);
    expect(perMonth.saved.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(perMonth.total).toBe(total);

    const perCategory = await savedColumn(categories);
    expect(perCategory.saved).toHaveLength(2);
    expect(perCategory.saved.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(perCategory.total).toBe(total);
    await expect(categories.getByRole('rowheader', { name: 'Dining' })).toBeVisible();
    await expect(categories.getByRole('rowheader', { name: 'Entertainment' })).toBeVisible();

    const perBrand = await savedColumn(brands);
    expect(perBrand.saved.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    for (const company of companies) await expect(brands.getByRole('rowheader', { name: company })).toBeVisible();

    expect(await violations(page)).toEqual([]);
  });
});
