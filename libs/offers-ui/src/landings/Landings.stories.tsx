import { homeData } from '@rewards/api-client/testing';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../home/testing/StoryFrame';
import { MembershipPanel } from './MembershipPanel';
import { RetailLanding } from './RetailLanding';
import { ShopperLanding } from './ShopperLanding';

// A member whose partner enrolled them and who has not claimed yet; a grocery customer with no membership.
const unclaimed = makeUser({ firstName: 'Neha', primeProfile: 10, primeUser: false, startDate: null, endDate: null });
const withoutMembership = makeUser({ firstName: 'Ravi', primeProfile: 0, primeUser: false, startDate: null, endDate: null });
const claimed = makeUser({ firstName: 'Arjun', ...paidMembership, startDate: '2026-10-26T00:00:00.000Z', endDate: '2027-10-26T00:00:00.000Z' });

const meta = {
  title: 'Offers/Co-brand landings',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <StoryFrame {...(parameters['user'] ? { user: parameters['user'] } : {})}>
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

/** Signed in elsewhere with the enrolment unclaimed: the same button claims at once, no sign-in. */
export const ShopperSignedInUnclaimed: Story = {
  globals: { partner: 'shopper' },
  parameters: { user: unclaimed },
  render: () => <ShopperLanding />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'CLAIM THE OFFER' })).toBeEnabled();
  },
};

/** A grocery customer signed in without a membership (a refused store code): the code field and CLAIM OFFER, no sign-in buttons. */
export const MoreRewardsSignedInWithoutMembership: Story = {
  globals: { partner: 'more-rewards' },
  parameters: { user: withoutMembership },
  render: () => <RetailLanding app={homeData.appInstall} />,
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Activate with a store code' }));
    await expect(form.getByRole('button', { name: 'CLAIM OFFER' })).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'Coupon Code' }), 'DIAMONDCLUB');
    await expect(form.getByRole('button', { name: 'CLAIM OFFER' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'LOGIN' })).toBeNull();
  },
};

/** The shopper home's membership panel while the enrolment is unclaimed: CLAIM THE OFFER leads to the landing. */
export const MembershipUnclaimed: Story = {
  globals: { partner: 'shopper' },
  parameters: { user: unclaimed, layout: 'padded' },
  render: () => <MembershipPanel now={new Date('2026-11-25T00:00:00.000Z')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Membership not yet claimed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CLAIM THE OFFER' })).toHaveAttribute('href', '/');
  },
};

/** ...and once claimed: active, with its dates, and the way into the benefits. */
export const MembershipActive: Story = {
  globals: { partner: 'shopper' },
  parameters: { user: claimed, layout: 'padded' },
  render: () => <MembershipPanel now={new Date('2026-11-25T00:00:00.000Z')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active member')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all your benefits' })).toHaveAttribute('href', '/categoriesshoppercard');
  },
};
