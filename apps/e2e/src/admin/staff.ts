// Staff in the console's journeys: they sign in as staff do, through the API's sandbox identity
// provider (its own sign-in page, reached from the console's 'Sign in with your company account').
import { expect, type Page } from '@playwright/test';

/** The sandbox's demo staff (tools/start.mjs prints them; apps/api's staff sign-in sandbox knows them). */
export const STAFF = {
  reviewer: 'reviewer@staff.example',
  support: 'support@staff.example',
  marketer: 'marketer@staff.example',
  admin: 'admin@staff.example',
} as const;
export const STAFF_PASSWORD = 'console-demo';

/** Opens `path` in the console, is sent to sign in, signs in as `email`, and lands back on `path`. */
export async function staffSignIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}
