import { giftCode } from '@rewards/api-client/testing';
import type { CodeDetails } from '@rewards/api-contract';
import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BuyButton } from '../BuyButton';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { CodeAppliedSheet } from './CodeAppliedSheet';

/** The sheet as its owners host it: opened through the overlay store with the code's details. */
function CodeAppliedDemo({ details, withJoin = false }: { details: CodeDetails; withJoin?: boolean }) {
  const [store] = useState(() => {
    const created = createOverlayStore();
    created.open('code_applied', { key: 'payment', payload: details });
    return created;
  });
  return (
    <PaymentStoryFrame paymentApi={fakePaymentApi()} user={withJoin ? null : undefined}>
      <OverlayProvider store={store}>
        <CodeAppliedSheet
          overlayKey="payment"
          {...(withJoin ? { action: (code: CodeDetails) => <BuyButton giftCode={{ code: code.code, subscriptionVariant: code.subscriptionVariant }} fullWidth /> } : {})}
        />
      </OverlayProvider>
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Code applied',
  component: CodeAppliedDemo,
  args: { details: giftCode() },
} satisfies Meta<typeof CodeAppliedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => screen.findByRole('dialog', { name: 'Code applied' });

/** A typed gift code on the payment page: its offer text, and OKAY back to the order. */
export const GiftCode: Story = {
  play: async () => {
    const dialog = await sheet();
    await expect(dialog).toHaveAccessibleDescription('₹100 off your membership');
    await expect(within(dialog).getByText('WELCOME100')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OKAY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A percentage promo that ends on a date: the generated message would name the cap; the offer text wins. */
export const PromoWithEnd: Story = {
  args: { details: giftCode({ code: 'FESTIVE20', type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300, offerText: '20% off, up to ₹300', endTime: '2099-01-15T10:00:00Z' }) },
  play: async () => {
    const dialog = await sheet();
    await expect(dialog).toHaveAccessibleDescription('20% off, up to ₹300');
    await expect(within(dialog).getByText('Valid till 15 Jan 2099')).toBeVisible();
  },
};

/** A member's referral code: no offer text, so the generated saving; whose referral it is. */
export const ReferralCode: Story = {
  args: { details: giftCode({ code: 'AARAV3210', type: 'REFERRAL', offerText: null, discount: 200, referrerName: 'Aarav' }) },
  play: async () => {
    const dialog = await sheet();
    await expect(dialog).toHaveAccessibleDescription('You save ₹200 on your membership');
    await expect(within(dialog).getByText('Referred by Aarav')).toBeVisible();
  },
};

/** The discount banner's sheet for a visitor: the join button priced with the code comes first. */
export const FromTheDiscountBanner: Story = {
  args: { withJoin: true },
  play: async () => {
    const dialog = await sheet();
    const [join, okay] = within(dialog).getAllByRole('button');
    await expect(join).toHaveTextContent(/JOIN NOW|PAY/);
    await expect(okay).toHaveAccessibleName('OKAY');
  },
};
