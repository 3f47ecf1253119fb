import { ApiError } from '@rewards/api-client';
import { giftCode } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { GiftCodeStrip } from './GiftCodeStrip';

function StripDemo({ paymentApi, code }: { paymentApi: ReturnType<typeof fakePaymentApi>; code: string }) {
  return (
    <PaymentStoryFrame paymentApi={paymentApi} user={null}>
      <GiftCodeStrip code={code} onExpired={() => undefined} />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Gift code strip',
  component: StripDemo,
  args: { code: 'WELCOME100', paymentApi: fakePaymentApi() },
  argTypes: { paymentApi: { control: false } },
} satisfies Meta<typeof StripDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {
  name: 'Applied',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Code WELCOME100 applied: ₹100 off your membership')).toBeVisible();
  },
};

export const EndingToday: Story = {
  name: 'Ending today (countdown)',
  args: { paymentApi: fakePaymentApi({ codeDetails: async (code) => giftCode({ code, endTime: new Date(Date.now() + 5 * 3_600_000).toISOString() }) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^valid till 0[45]:\d\d:\d\d$/)).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Refused',
  args: {
    paymentApi: fakePaymentApi({
      codeDetails: () => Promise.reject(new ApiError(400, { success: false, systemErrorCode: 'TP-CODE-LIMIT', responseMessage: 'x', userMessage: 'This code has reached its usage limit' })),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This code has reached its usage limit')).toBeVisible();
  },
};
