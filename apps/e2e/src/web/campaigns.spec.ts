import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { ATTRIBUTION_ADDRESS } from '../limits';
import { codeSentTo, freshMobile, mobileField, verifyWith } from '../login';

// The seeded campaigns (apps/api/src/seed/data/payment.yaml): festive-sale (FESTIVE20, 20% off ₹999),
// welcome (WELCOME100, ₹100 off, free trial on, id CMP-WELCOME) and the business campaign.
test.describe('campaign pages (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ATTRIBUTION_ADDRESS } });

  test('/campaigns/festive-sale shows the amount in place of #totalAmount, from the server', async ({ page, request }) => {
    const html = await (await request.get('/campaigns/festive-sale')).text();
    // the page as rendered (the dehydrated data after it still carries the campaign's own text)
    const rendered = html.slice(0, html.indexOf('<script type="application/json"'));
    expect(rendered).toContain('Join now at ₹799.20');
    expect(rendered).not.toContain('#totalAmount');

    await page.goto('/campaigns/festive-sale');
    await expect(page.getByRole('heading', { level: 1, name: 'The festive membership sale' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join now at ₹799.20' })).toBeVisible();
    await expect(page.getByText('You save ₹399.80')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pay less with these offers' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the campaign code survives sign-in into payment', async ({ page, request }) => {
    await page.goto('/campaigns/festive-sale');
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Join now at ₹799.20' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    const mobile = freshMobile();
    await mobileField(page).fill(mobile);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await expect(page.getByText(/Code FESTIVE20 applied/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^PAY ₹799\.20/ })).toBeVisible();
  });

  test('/mktcampaign is noindex and shows the free trial with showFT', async ({ page }) => {
    await page.goto('/mktcampaign?showFT=true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'START FREE TRIAL' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/mktcampaign');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'START FREE TRIAL' })).toHaveCount(0);
  });

  test('/new-campaign/{id} has the campaign’s own footer; /businessCampaign the team offer; an unknown campaign is a 404', async ({ page, request }) => {
    await page.goto('/new-campaign/CMP-WELCOME');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the club' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get membership at ₹899' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome offer terms' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'START FREE TRIAL' })).toBeVisible();

    await page.goto('/businessCampaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Memberships for your team' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy for your team at ₹999 per member' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    expect((await request.get('/campaigns/no-such-campaign')).status()).toBe(404);
    await page.goto('/campaigns/no-such-campaign');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
  });
});
