import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './hydration';

/**
 * axe-core's WCAG 2.1 A and AA rules; each violation as its rule id, the nodes hit and axe's summary of
 * why (so a failure in CI says which colours or names were wrong). The scan measures the page a reader
 * sees once it has settled: hydration is done (the root has dropped `data-hydrating`), the network is
 * quiet, and running CSS transitions and finite animations (a button fading in as its price arrives)
 * have finished, and animations stay at their end while axe runs, so it never measures a frame
 * halfway through a fade.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await animationsEnded(page);
  // A fade can also start while axe runs (the hero's rotating word fades in each new word, every few
  // seconds): animations are held at their end for the scan, so it measures the colours a reader
  // sees, never a frame halfway through a fade (a CI run measured a word at a third of its opacity).
  const settled = await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  // Legacy mode runs axe in the page's own frames: the default opens a blank page in the context to
  // merge frame results, and that page's evaluate never returned under Debian's Chromium 156 (the
  // scans of member pages hung until the test timed out). The site's pages have no iframes to merge.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await settled.evaluate((style) => (style as Element).remove());
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()})`).join(', ')}`,
  );
}
