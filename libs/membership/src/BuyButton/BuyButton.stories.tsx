import { never, planCta } from '@rewards/api-client/testing';
import { makeUser } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { BuyButton, type BuyButtonProps } from './BuyButton';

function BuyButtonDemo({ paymentApi = fakePaymentApi(), user = null, ...props }: BuyButtonProps & { paymentApi?: ReturnType<typeof fakePaymentApi>; user?: ReturnType<typeof makeUser> | null }) {
  return (
    <PaymentStoryFrame paymentApi={paymentApi} user={user}>
      <BuyButton {...props} />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Buy button',
  component: BuyButtonDemo,
  argTypes: { paymentApi: { control: false }, user: { control: false }, flow: { control: 'inline-radio', options: ['payment', 'trial', 'campaign'] } },
} satisfies Meta<typeof BuyButtonDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  name: 'Discounted price',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' })).toBeEnabled();
  },
};

export const FullPrice: Story = {
  name: 'Full price',
  args: { paymentApi: fakePaymentApi({ planCta: async () => ({ ...planCta, pgAmount: 1199 }) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'PAY ₹1,199' })).toBeEnabled();
  },
};

export const Loading: Story = {
  name: 'Loading (faded)',
  args: { paymentApi: fakePaymentApi({ planCta: () => never() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'JOIN NOW' })).toBeDisabled();
  },
};

export const FreeTrial: Story = {
  name: 'Free trial',
  args: { flow: 'trial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'START 30 DAYS FREE TRIAL' })).toBeEnabled();
  },
};

export const PaidMemberOnOfferDetail: Story = {
  name: 'Member who need not pay, on offer detail',
  args: { onOfferDetail: true, user: makeUser({ primeProfile: 5, paymentRequired: false }), paymentApi: fakePaymentApi({ planCta: async () => ({ ...planCta, paymentRequired: false }) }) },
  play: async ({ canvas }) => {
    // it opens the app prompt, so it never reads as a price to pay
    await expect(await canvas.findByRole('button', { name: 'GET THE APP' })).toBeEnabled();
    await expect(canvas.queryByText(/PAY/)).toBeNull();
  },
};
