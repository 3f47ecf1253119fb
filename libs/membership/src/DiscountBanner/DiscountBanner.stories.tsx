import { giftCode } from '@rewards/api-client/testing';
import { makeUser } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fakePaymentApi, refusal } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { DiscountBanner } from './DiscountBanner';

const showing = { showDiscountBanner: true, bannerText: 'Flat ₹200 off on the annual membership', code: 'FLAT200' };

function DiscountBannerDemo({ paymentApi, member = false }: { paymentApi: ReturnType<typeof fakePaymentApi>; member?: boolean }) {
  return (
    <PaymentStoryFrame paymentApi={paymentApi} user={member ? makeUser({ primeProfile: 5 }) : null}>
      <DiscountBanner />
      <p>Logged-out home or /categories below the banner.</p>
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Discount banner',
  component: DiscountBannerDemo,
  args: { paymentApi: fakePaymentApi({ discountBanner: async () => showing, codeDetails: async (code) => giftCode({ code, offerText: '₹200 off your membership' }) }) },
  argTypes: { paymentApi: { control: false } },
} satisfies Meta<typeof DiscountBannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerButton = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => canvas.findByRole('button', { name: /Flat ₹200 off on the annual membership/ });

export const Visitor: Story = {
  name: 'Visitor',
  play: async ({ canvas }) => {
    await expect(await bannerButton(canvas)).toHaveTextContent('FLAT200');
  },
};

export const Applied: Story = {
  name: 'Clicked: code applied',
  play: async ({ canvas }) => {
    await userEvent.click(await bannerButton(canvas));
    await expect(await canvas.findByText('Code FLAT200 applied: ₹200 off your membership')).toBeVisible();
    // The code_applied sheet, with the way to join with the code.
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    await expect(sheet).toHaveAccessibleDescription('₹200 off your membership');
    await expect(within(sheet).getByRole('button', { name: 'OKAY' })).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Clicked: code refused',
  args: {
    paymentApi: fakePaymentApi({ discountBanner: async () => showing, codeDetails: () => Promise.reject(refusal(400, 'TP-CODE-EXPIRED', 'This code has expired')) }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await bannerButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This code has expired');
  },
};

export const Member: Story = {
  name: 'Member (not shown)',
  args: { member: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Logged-out home or /categories below the banner.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
