import { homeData } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../home/testing/StoryFrame';
import { RetailLanding } from './RetailLanding';
import { ShopperLanding } from './ShopperLanding';

const meta = {
  title: 'Offers/Co-brand landings',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The department store's landing in its theme: CLAIM THE OFFER opens sign-in with the enrolment helper text. */
export const Shopper: Story = {
  globals: { partner: 'shopper' },
  render: () => <ShopperLanding />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'CLAIM THE OFFER' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    await expect(within(dialog).getByText('Enter the mobile number you registered with the store at enrolment')).toBeVisible();
  },
};

/** The grocery landing in its theme: ACTIVATE OFFER opens sign-in in register mode (Coupon Code, CLAIM OFFER). */
export const MoreRewards: Story = {
  globals: { partner: 'more-rewards' },
  render: () => <RetailLanding app={homeData.appInstall} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Or', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ACTIVATE OFFER' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    await expect(within(dialog).getByRole('textbox', { name: 'Coupon Code' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'CLAIM OFFER' })).toBeDisabled();
  },
};

/** The grocery landing on a phone: no QR code (the app link is for desktop visitors to scan). */
export const MoreRewardsPhone: Story = {
  globals: { partner: 'more-rewards', viewport: { value: 'mobile1' } },
  render: () => <RetailLanding app={homeData.appInstall} />,
};
