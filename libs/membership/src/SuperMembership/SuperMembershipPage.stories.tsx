import { annualPlan, quarterlyPlan, superPlan } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, within } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { SuperMembershipPage } from './SuperMembershipPage';

function SuperDemo({ onSale }: { onSale: boolean }) {
  const plans = onSale ? [annualPlan, quarterlyPlan, superPlan] : [annualPlan, quarterlyPlan];
  return (
    <PaymentStoryFrame paymentApi={fakePaymentApi({ plans: async () => ({ plans, appliedCode: null }) })} user={null}>
      <Suspense fallback={null}>
        <SuperMembershipPage />
      </Suspense>
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Super membership page',
  component: SuperDemo,
  args: { onSale: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SuperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Super annual membership' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'JOIN SUPER' })).toHaveAttribute('href', '/payment?preferredVariant=PRIME_SUPER');
  },
};

export const NotOnSale: Story = {
  args: { onSale: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The super membership is not on sale right now.')).toBeVisible();
  },
};
