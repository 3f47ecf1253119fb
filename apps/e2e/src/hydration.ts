// Hydration complaints React logs in the browser: a mismatch between the server's HTML and the first
// client render throws the server's tree away and renders it again (React 19 reports it as a
// recoverable error; production builds minify it to #418-#425).
import { expect, type Page } from '@playwright/test';

const HYDRATION = /hydrat|did not match|didn't match|Minified React error #4(18|19|20|21|23|25)/i;

/** Every hydration complaint the page logs from now on (console errors and warnings, uncaught errors). */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) errors.push(`${page.url()}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) errors.push(`${page.url()}: ${error.message.slice(0, 500)}`);
  });
  return errors;
}

/** Waits until a server-rendered page has hydrated (the root loses its `data-hydrating` mark). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
}
