import { annualPlan, giftCode, preOrder, quarterlyPlan, superPlan } from '@rewards/api-client/testing';
import type { CodeDetails, PreOrderDetails } from '@rewards/api-contract';
import { OverlayProvider } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SavingsCouponAdjustment } from './SavingsCouponAdjustment';

const COUPON_ADJUSTMENT_TITLE = 'Your code’s saving was adjusted';

function AdjustmentDemo({ code, details, onChoosePlan }: { code: CodeDetails; details: PreOrderDetails; onChoosePlan: (variantId: number) => void }) {
  return (
    <OverlayProvider>
      <SavingsCouponAdjustment code={code} details={details} plans={[annualPlan, quarterlyPlan, superPlan]} onChoosePlan={onChoosePlan} />
    </OverlayProvider>
  );
}

const meta = {
  title: 'Payment/Savings coupon adjustment',
  component: AdjustmentDemo,
  parameters: { route: '/payment' },
  args: {
    code: giftCode({ code: 'FESTIVE20', type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300, offerText: '20% off, up to ₹300' }),
    details: preOrder({ variantId: superPlan.variantId, variantName: 'PRIME_SUPER', variantDisplayName: superPlan.variantDisplayName, subscriptionAmount: 2499, gc: 'FESTIVE20', gcAmount: 300, pgAmount: 1699 }),
    onChoosePlan: fn(),
  },
  argTypes: { code: { control: false }, details: { control: false } },
} satisfies Meta<typeof AdjustmentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FESTIVE20 on the super membership: 20% would be ₹399.80, the code's maximum is ₹300. */
export const HeldAtMaximum: Story = {
  name: 'Percentage held at its maximum',
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE });
    await expect(within(popup).getByText('₹1,699')).toBeVisible();
  },
};

/** A flat code worth more than the quarterly plan costs. */
export const MoreThanThePrice: Story = {
  name: 'Worth more than the plan',
  args: {
    code: giftCode({ code: 'BIG500', discount: 500, offerText: '₹500 off' }),
    details: preOrder({ variantId: quarterlyPlan.variantId, variantName: 'QUARTERLY', variantDisplayName: quarterlyPlan.variantDisplayName, subscriptionAmount: 499, gc: 'BIG500', gcAmount: 499, pgAmount: 0 }),
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE })).toHaveAccessibleDescription(/more than the Quarterly membership costs/);
  },
};

/** SUPERGIFT on the annual plan: it is for the super membership, and the pop-up offers it. */
export const ForAnotherPlan: Story = {
  name: 'Made for another plan',
  args: {
    code: giftCode({ code: 'SUPERGIFT', discount: 500, subscriptionVariant: 'PRIME_SUPER', subscriptionVariants: ['PRIME_SUPER'] }),
    details: preOrder({ gc: null, gcAmount: 0, pgAmount: 999 }),
  },
  play: async ({ args }) => {
    const popup = await screen.findByRole('dialog', { name: COUPON_ADJUSTMENT_TITLE });
    (within(popup).getByRole('button', { name: 'Choose Super annual membership' }) as HTMLButtonElement).click();
    await expect(args.onChoosePlan).toHaveBeenCalledWith(superPlan.variantId);
  },
};
