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

/**
 * Waits until React has claimed every element of the page, its lazy parts included (the check
 * `useSettled` makes in the app: each element React hydrated carries its fiber, and raw HTML it wrote
 * is not its own). A press on a server-rendered button of a part still waiting for its code is lost.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const own = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix));
          const isReacts = (element: Element): boolean => {
            if (!own(element, '__reactFiber$')) return false;
            const props = (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[own(element, '__reactProps$') ?? ''];
            return Boolean(props?.dangerouslySetInnerHTML) || Array.from(element.children).every(isReacts);
          };
          const root = document.getElementById('root');
          return root !== null && Array.from(root.children).every(isReacts);
        }),
      { timeout: 20_000, message: 'every part of the page hydrated' },
    )
    .toBe(true);
}

/**
 * Waits two frames, then for the running CSS transitions and finite animations (a button fading in as
 * its price arrives, the hero's new word) to end. An animation in a part of the page the browser skips
 * until it nears the screen (content-visibility) does not run, so its end never comes: at most 5 s
 * (a reflow walk of the home page waited on one until its test timed out in CI).
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation instanceof CSSTransition || animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}
