import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponConfirmation } from './CouponConfirmation';

const meta = {
  title: 'Offers/Coupon confirmation',
  component: CouponConfirmation,
  args: {
    open: true,
    confirmation: { companyName: 'Tandoor Tales', left: 1, maxRedemption: 2 },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CouponConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionOf = (element: HTMLElement) => within(element.ownerDocument.body).findByRole('dialog', { name: 'Generate your last code?' });

/** The last of two codes: how many are left, what generating means, and the two answers. */
export const LastOfTwo: Story = {
  play: async ({ canvasElement, args }) => {
    const question = await questionOf(canvasElement);
    await expect(question).toHaveAccessibleDescription('You have 1 of 2 Tandoor Tales codes left.');
    await expect(within(question).getByText(/can't be returned/)).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'GENERATE CODE' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A pool of one code a month: the only code is the last one. 'Not now' generates nothing. */
export const OnlyCode: Story = {
  args: { confirmation: { companyName: 'Biryani Bazaar', left: 1, maxRedemption: 1 } },
  play: async ({ canvasElement, args }) => {
    const question = await questionOf(canvasElement);
    await expect(question).toHaveAccessibleDescription('You have 1 of 1 Biryani Bazaar code left.');
    await userEvent.click(within(question).getByRole('button', { name: 'Not now' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
