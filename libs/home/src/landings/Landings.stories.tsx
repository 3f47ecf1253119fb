import { errorResponse, homeData, testApi } from '@rewards/api-client/testing';
import { PARTNER_CLAIM_MESSAGES } from '@rewards/api-contract';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeServer } from '@rewards/offers/testing/home/fixtures';
import { HomeProviders } from '@rewards/offers/testing/home/HomeProviders';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';
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
    // a story with its own fake API (`ownApi`) brings its own frame
    (Story, { parameters }) =>
      parameters['ownApi'] ? (
        <Story />
      ) : (
        <StoryFrame {...(parameters['user'] ? { user: parameters['user'] } : {})}>
          <Story />
        </StoryFrame>
      ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The department store's landing in its theme (the spec's retail landing): ACTIVATE OFFER, 'Or',
 * LOGIN, the terms and, on desktop, the app's QR code; ACTIVATE OFFER opens sign-in with the
 * enrolment helper text.
 */
export const Shopper: Story = {
  globals: { partner: 'shopper' },
  render: () => <ShopperLanding app={homeData.appInstall} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Or', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Scan to get the Shopper Rewards app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ACTIVATE OFFER' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    await expect(within(dialog).getByText('Enter the mobile number you registered with the store at enrolment')).toBeVisible();
  },
};

/** The department store's landing on a phone: the same choices, no QR code. */
export const ShopperPhone: Story = {
  globals: { partner: 'shopper', viewport: { value: 'mobile1' } },
  render: () => <ShopperLanding app={homeData.appInstall} />,
};

/** The paths the store-code story's fake API was asked, in order (read by its play function). */
const askedPaths: string[] = [];

/** A fake API whose store code check refuses every code, as the API does an unknown one. */
function RefusingStoreCodes({ children }: { children: ReactNode }) {
  const [data] = useState(() => {
    askedPaths.length = 0;
    return testApi((request) => {
      const path = new URL(request.url).pathname;
      askedPaths.push(path);
      return path === '/nc/prime/partner/store-code/check' ? errorResponse(404, 'TP-STORE-CODE-404', PARTNER_CLAIM_MESSAGES['TP-STORE-CODE-404']) : homeServer()(request);
    });
  });
  const [session] = useState(() => testSessionStore(null));
  return (
    <HomeProviders data={data} session={session}>
      {children}
    </HomeProviders>
  );
}

/**
 * A bad store code on the grocery's ACTIVATE OFFER: the code is checked before any login code is
 * sent, and its message shows in the popup (nobody is signed in without a membership).
 */
export const MoreRewardsBadStoreCode: Story = {
  globals: { partner: 'more-rewards' },
  parameters: { ownApi: true },
  render: () => (
    <RefusingStoreCodes>
      <RetailLanding app={homeData.appInstall} />
    </RefusingStoreCodes>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ACTIVATE OFFER' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Login' }, { timeout: 10_000 }));
    await userEvent.type(dialog.getByPlaceholderText('Enter your mobile number'), '9876543299');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Coupon Code' }), 'nosuchcode');
    await userEvent.click(dialog.getByRole('button', { name: 'CLAIM OFFER' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid coupon code');
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(dialog.queryByRole('heading', { name: 'Enter OTP' })).toBeNull());
    // the code was checked, and nothing of the sign-in was asked: no pre-login, no user check, no code sent
    await expect(askedPaths).toContain('/nc/prime/partner/store-code/check');
    await expect(askedPaths.filter((path) => path.startsWith('/nc/um/'))).toEqual([]);
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

/** Signed in elsewhere with the enrolment unclaimed: CLAIM THE OFFER claims at once, no sign-in. */
export const ShopperSignedInUnclaimed: Story = {
  globals: { partner: 'shopper' },
  parameters: { user: unclaimed },
  render: () => <ShopperLanding />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'CLAIM THE OFFER' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'LOGIN' })).toBeNull();
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
