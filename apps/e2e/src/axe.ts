import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A and AA rules; each violation as its rule id and the nodes hit. The scan waits
 * for running CSS transitions (a button fading in as its price arrives) so it measures the colours a
 * reader sees, not a frame halfway through a fade; endless animations (marquee, rotating words) are
 * not transitions and are scanned as they are.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
