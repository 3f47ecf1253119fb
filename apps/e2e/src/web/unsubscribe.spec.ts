import { expect, test } from '@playwright/test';

// Issue 34, item 7: /unsubscribe stops promotional email to an address (the spec's meaning), with the
// SMS opt-out beside it, against the real API.

/** The address these journeys claim (TEST-NET-2): opt-outs are limited per address. */
const UNSUBSCRIBE_ADDRESS = '198.51.100.152';

test.describe('/unsubscribe', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': UNSUBSCRIBE_ADDRESS } });

  test('an email address unsubscribes from promotional email, and again harmlessly', async ({ page }) => {
    const address = `e2e.unsubscribe.${Date.now()}@example.com`;
    await page.goto('/unsubscribe');
    await expect(page).toHaveTitle(/Unsubscribe from promotional email/);
    const form = page.getByRole('form', { name: 'Unsubscribe from promotional email' });

    // A bad address: the spec's text, and nothing sent.
    await form.getByRole('textbox', { name: 'Email address' }).fill('asha@example');
    await form.getByRole('radio', { name: 'The offers are not relevant to me' }).check();
    await form.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Please enter a valid email address');

    await form.getByRole('textbox', { name: 'Email address' }).fill(address);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/nc/prime/unsubscribe');
    await form.getByRole('button', { name: 'Unsubscribe' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'You will no longer' })).toHaveText('You will no longer receive promotional email at e•••@example.com');

    // An unsubscribe link carries the address; a repeat is answered the same.
    await page.goto(`/unsubscribe?email=${encodeURIComponent(address)}`);
    const again = page.getByRole('form', { name: 'Unsubscribe from promotional email' });
    await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue(address);
    await again.getByRole('radio', { name: 'Other' }).check();
    await again.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You will no longer' })).toHaveText('You will no longer receive promotional email at e•••@example.com');
  });

  test('the SMS opt-out still works beside it', async ({ page }) => {
    await page.goto('/unsubscribe');
    await page.getByText('Stop marketing SMS instead').click();
    const form = page.getByRole('form', { name: 'Stop marketing SMS' });
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('9876500152');
    await form.getByRole('radio', { name: 'I get too many messages' }).check();
    await form.getByRole('button', { name: 'Stop SMS' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You will no longer' })).toHaveText('You will no longer receive marketing SMS on +91 XXXXXX0152');
  });
});
