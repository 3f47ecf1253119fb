// Social login on the core site through the API's sandbox identity provider (oidc-provider), as a
// member would: Continue with Google, say who you are at the sandbox, and land signed in; Cancel
// there, and the login page says the spec's message.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { SIGN_IN_STEP_MS } from '../login';

const FAILED = 'Oops! Something went wrong. Please try a different login option';
const freshEmail = () => `social.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

test.describe('social login (sandbox Google)', () => {
  test('a new member continues with Google, the sandbox creates the account, and they land signed in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    // the sandbox provider's own page, through the site's origin
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
    const sandboxScan = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(sandboxScan.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email address' }).fill(freshEmail());
    await expect(page.getByRole('checkbox', { name: 'Google has verified this email' })).toBeChecked();
    await page.getByRole('textbox', { name: 'First name' }).fill('Kavya');
    await page.getByRole('button', { name: 'Continue' }).click();

    // back on the site: the session is restored from the refresh cookie and the member goes home
    await expect(page).toHaveURL(/\/userfeed$/, { timeout: SIGN_IN_STEP_MS });
    // a member's page, still the member's after a reload (the refresh cookie and the session hint)
    await page.reload();
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/userfeed$/);
  });

  test('a cancelled Google sign-in comes back to the login page with the spec\'s message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/login\?social=failed$/);
    await expect(page.getByRole('alert')).toHaveText(FAILED);
    await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an email the provider did not verify signs nobody in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(freshEmail());
    await page.getByRole('checkbox', { name: 'Google has verified this email' }).uncheck();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(FAILED);
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  });
});
