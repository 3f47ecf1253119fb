import { annualPlan, giftCode, preOrder, superPlan } from '@rewards/api-client/testing';
import type { PreOrderDetails } from '@rewards/api-contract';
import { createOverlayStore, OverlayProvider, type OverlayStore } from '@rewards/platform';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentPage } from '../PaymentPage';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { SavingsCouponAdjustment } from './SavingsCouponAdjustment';

const COUPON_ADJUSTMENT_TITLE = 'Your code’s saving was adjusted';

const festive = giftCode({ code: 'FESTIVE20', type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300, offerText: '20% off, up to ₹300' });
const superGift = giftCode({ code: 'SUPERGIFT', discount: 500, subscriptionVariant: 'PRIME_SUPER', subscriptionVariants: ['PRIME_SUPER'] });
const onSuper = (gcAmount: number, gc: string | null) =>
  preOrder({ variantId: superPlan.variantId, variantName: 'PRIME_SUPER', variantDisplayName: superPlan.variantDisplayName, subscriptionAmount: 2499, gc, gcAmount, pgAmount: 1999 - gcAmount });
const onAnnual = (gcAmount: number, gc: string | null) => preOrder({ gc, gcAmount, pgAmount: 999 - gcAmount });

function renderAdjustment(details: PreOrderDetails, code = festive, store: OverlayStore = createOverlayStore(), onChoosePlan = vi.fn()) {
  const ui = (next: PreOrderDetails) => (
    <OverlayProvider store={store}>
      <SavingsCouponAdjustment code={code} details={next} plans={[annualPlan, superPlan]} onChoosePlan={onChoosePlan} />
    </OverlayProvider>
  );
  const view = render(ui(details));
  return { ...view, store, onChoosePlan, update: (next: PreOrderDetails) => view.rerender(ui(next)) };
}

describe('SavingsCouponAdjustment', () => {
  it('explains a percentage held at its maximum, with the figures, once', async () => {
    const user = userEvent.setup();
    const { store, update } = renderAdjustment(onSuper(300, 'FESTIVE20'));
    const popup = await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE });
    expect(store.current()).toMatchObject({ type: 'savings_coupon_adjustment_pop_up', key: 'payment' });
    expect(popup).toHaveAccessibleDescription('FESTIVE20 gives 20% off, up to ₹300. On the Super annual membership (₹1,999) that would be ₹399.80, so it takes off its maximum, ₹300.');
    const figures = within(popup).getAllByRole('definition').map((item) => item.textContent);
    expect(figures).toEqual(['20% off, up to ₹300', '₹1,999', '−₹300', '₹1,699']);
    await user.click(within(popup).getByRole('button', { name: 'OKAY' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // the same code on the same plan again (the price refetched): not told twice
    update(onSuper(300, 'FESTIVE20'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing while the code saves what it says', () => {
    renderAdjustment(onAnnual(199.8, 'FESTIVE20'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while another overlay (the code_applied sheet) is open', async () => {
    const store = createOverlayStore();
    store.open('code_applied', { key: 'payment' });
    renderAdjustment(onSuper(300, 'FESTIVE20'), festive, store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.close('code_applied'));
    expect(await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE })).toBeInTheDocument();
  });

  it('offers the plan a plan code is made for, or keeping the one chosen', async () => {
    const user = userEvent.setup();
    const { onChoosePlan } = renderAdjustment(onAnnual(0, null), superGift);
    const popup = await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE });
    expect(popup).toHaveAccessibleDescription('SUPERGIFT is for the Super annual membership only, so it takes nothing off the Annual membership.');
    expect(within(popup).getByRole('button', { name: 'Keep Annual membership' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Choose Super annual membership' }));
    expect(onChoosePlan).toHaveBeenCalledWith(superPlan.variantId);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the savings coupon adjustment on Review Order', () => {
  it('follows a promo from the link whose percentage is held at its maximum on the plan asked for', async () => {
    const paymentApi = fakePaymentApi({
      codeDetails: async () => festive,
      plans: async () => ({ plans: [annualPlan, superPlan], appliedCode: null }),
      preOrderDetails: async (body) => (body.variantId === superPlan.variantId ? onSuper(body.gc ? 300 : 0, body.gc ?? null) : onAnnual(body.gc ? 199.8 : 0, body.gc ?? null)),
    });
    renderPayment(<PaymentPage />, { paymentApi, route: '/payment?promo=FESTIVE20&preferredVariant=PRIME_SUPER' });
    const popup = await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE }, { timeout: 3000 });
    expect(within(popup).getByText('₹1,699')).toBeInTheDocument();
  });
});
