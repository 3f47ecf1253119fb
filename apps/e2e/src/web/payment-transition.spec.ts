import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../login';

// The payment sub-steps move with the spec's route animation (account §2: 'Route changes animate for
// 300 ms'; browsing §9: route animation 300 ms): a step reached by a route change enters with a CSS
// transition of 300 ms, and with none when the member prefers reduced motion. Its own address: each
// journey signs a new member in.
const PAYMENT_TRANSITION_ADDRESS = '198.51.100.143';

interface StepEntry {
  step: string;
  transitions: { property: string; duration: number }[];
}

/**
 * Records every payment step the page inserts from now on, with the transitions running on it in the
 * frame after (reported to the test at once: Make Payment leaves for the gateway half a second later).
 */
async function recordSteps(page: Page): Promise<StepEntry[]> {
  const entries: StepEntry[] = [];
  await page.exposeFunction('reportPaymentStep', (entry: StepEntry) => entries.push(entry));
  await page.evaluate(() => {
    const report = (window as unknown as { reportPaymentStep: (entry: unknown) => void }).reportPaymentStep;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.dataset['paymentStep']) continue;
          requestAnimationFrame(() =>
            report({
              step: node.dataset['paymentStep'],
              transitions: node
                .getAnimations()
                .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
                .map((animation) => ({ property: animation.transitionProperty, duration: Number(animation.effect?.getTiming().duration) })),
            }),
          );
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return entries;
}

async function payFromReviewOrder(page: Page): Promise<void> {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
  // the step a page load opens on is not a route change
  await expect(page.locator('[data-payment-step="review-order"]')).toHaveAttribute('data-transition', 'none');
}

test.describe('the payment steps move with the route transition', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': PAYMENT_TRANSITION_ADDRESS } });

  test('PAY moves to Make Payment with a 300 ms transition of its opacity and position', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logIn(page, request);
    await payFromReviewOrder(page);
    const entries = await recordSteps(page);
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect.poll(() => entries.map((entry) => entry.step)).toContain('make-payment');
    const makePayment = entries.find((entry) => entry.step === 'make-payment')!;
    expect(makePayment.transitions.map((transition) => transition.property).sort()).toEqual(['opacity', 'transform']);
    for (const transition of makePayment.transitions) expect(transition.duration).toBe(300);
    await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
  });
});

test.describe('with reduced motion', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': PAYMENT_TRANSITION_ADDRESS }, reducedMotion: 'reduce' });

  test('PAY moves to Make Payment at once: no transition', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logIn(page, request);
    await payFromReviewOrder(page);
    const entries = await recordSteps(page);
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect.poll(() => entries.map((entry) => entry.step)).toContain('make-payment');
    expect(entries.find((entry) => entry.step === 'make-payment')!.transitions).toEqual([]);
    await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
  });
});
