import { makeUser } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { MembershipManagement } from './MembershipManagement';

const purchases = async () => ({
  purchases: [
    {
      userSubscriptionId: 'sub_2',
      planType: 'PAYMENT' as const,
      orderId: 'ord_1',
      orderStatus: 'PAID' as const,
      variantName: 'ANNUAL',
      variantDisplayName: 'Annual membership',
      amount: 999,
      currency: 'INR' as const,
      startDate: '2026-11-22T09:00:00.000Z',
      endDate: '2027-11-22T09:00:00.000Z',
      current: true,
      invoiceAvailable: true,
      createdAt: '2026-11-22T09:00:00.000Z',
    },
  ],
});

function MembershipDemo({ user }: { user: ReturnType<typeof makeUser> }) {
  return (
    <PaymentStoryFrame paymentApi={fakePaymentApi({ purchaseInfo: purchases })} user={user}>
      <MembershipManagement openTab={() => null} />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Membership management',
  component: MembershipDemo,
  parameters: { route: '/profile' },
  args: { user: makeUser({ primeProfile: 5, autoRenewal: true, endDate: '2027-11-22T09:00:00.000Z', totalSavings: 2450 }) },
  argTypes: { user: { control: false } },
} satisfies Meta<typeof MembershipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoRenewalOn: Story = {
  name: 'Paid member, auto-renewal on',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Auto-renewal' })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Invoice for Annual membership, 22 Nov 2026' })).toBeVisible();
  },
};

export const AutoRenewalOff: Story = {
  name: 'Paid member, auto-renewal off',
  args: { user: makeUser({ primeProfile: 5, autoRenewal: false, endDate: '2027-11-22T09:00:00.000Z' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Auto-renewal' })).not.toBeChecked();
    await expect(canvas.getByText(/Your membership ends on 22 Nov 2027/)).toBeVisible();
  },
};

export const TrialMember: Story = {
  name: 'Trial member (no auto-renewal)',
  args: { user: makeUser({ primeProfile: 1, endDate: '2026-12-22T09:00:00.000Z' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Auto-renewal' })).toBeDisabled();
  },
};
