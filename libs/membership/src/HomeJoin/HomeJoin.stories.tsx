import { planCta } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { HomeJoin } from './HomeJoin';

/** The join block as the logged-out home shows it, for a visitor. */
function HomeJoinDemo({ paymentApi = fakePaymentApi() }: { paymentApi?: ReturnType<typeof fakePaymentApi> }) {
  return (
    <PaymentStoryFrame paymentApi={paymentApi} user={null}>
      <HomeJoin />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Home join block',
  component: HomeJoinDemo,
  parameters: { route: '/' },
  argTypes: { paymentApi: { control: false } },
} satisfies Meta<typeof HomeJoinDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buy button (a guest checkout for visitors), the plan's cashback line and 'Already a member? Login'. */
export const WithCashback: Story = {
  name: 'With a cashback label',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' })).toBeEnabled();
    await expect(await canvas.findByText('Flat ₹25 cashback on UPI')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

export const WithoutCashback: Story = {
  name: 'Without a cashback label',
  args: { paymentApi: fakePaymentApi({ planCta: async () => ({ ...planCta, cashbackLabel: null }) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' })).toBeEnabled();
    await expect(canvas.queryByText(/cashback/)).toBeNull();
    await expect(canvas.getByText(/Already a member\?/)).toBeVisible();
  },
};

/** 'Login' opens the ordinary sign-in popup. */
export const MemberLogin: Story = {
  name: "'Already a member? Login' opens sign-in",
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    await expect(await within(dialog).findByRole('button', { name: 'JOIN NOW' })).toBeVisible();
  },
};
