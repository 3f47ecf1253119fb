import { giftCode } from '@rewards/api-client/testing';
import type { CodeDetails, ReferralCampaign } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { REFERRAL_CLAIM_DISMISSED_KEY } from '../rules/referralClaim';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { ReferralClaim } from './ReferralClaim';

const referral = giftCode({ code: 'AARAV3210', name: "Aarav's referral", type: 'REFERRAL', offerText: null, discount: 200, referrerName: 'Aarav' });
const campaign: ReferralCampaign = {
  campaignId: 'REFER-AND-EARN-2026',
  campaignStartDate: '2020-01-01T00:00:00Z',
  campaignEndDate: '2099-01-01T00:00:00Z',
  displayInfo: {
    title: 'Refer and earn',
    description: 'Invite friends to join. They save ₹200 on their membership, and you earn ₹200 in rewards when they pay.',
    referrerReward: '₹200 rewards for every friend who joins',
    refereeReward: '₹200 off the membership',
  },
};

/** A visitor on the logged-out home whose `?promo=` checked out as a member's referral code. */
function ReferralClaimDemo({ code, campaigns }: { code: CodeDetails; campaigns: ReferralCampaign[] }) {
  return (
    <PaymentStoryFrame paymentApi={fakePaymentApi({ referralCampaigns: async () => ({ campaigns }) })} user={null}>
      <p>The logged-out home, opened from a referral link.</p>
      <ReferralClaim code={code} />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Claim referral',
  component: ReferralClaimDemo,
  args: { code: referral, campaigns: [campaign] },
  beforeEach: () => {
    sessionStorage.removeItem(REFERRAL_CLAIM_DISMISSED_KEY);
  },
} satisfies Meta<typeof ReferralClaimDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// The brand is the partner's (stories run under each partner's config).
const sheet = (name: RegExp = /^Aarav invited you to /) => screen.findByRole('dialog', { name });

/** Who invited them, the campaign's reward for them, the code, the referral terms and the two answers. */
export const RunningCampaign: Story = {
  play: async () => {
    const dialog = await sheet();
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('₹200 off the membership'));
    await expect(within(dialog).getByText('AARAV3210')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: /Referral terms and conditions/ })).toHaveAttribute('href', '/referral-terms-and-conditions');
    await expect(within(dialog).getByRole('button', { name: 'CLAIM NOW' })).toBeVisible();
  },
};

/** No campaign running and no referrer name: the code's own saving, a plain invitation. */
export const NoCampaign: Story = {
  args: { code: { ...referral, referrerName: null }, campaigns: [] },
  play: async () => {
    const dialog = await sheet(/^You're invited to /);
    await expect(dialog).toHaveAccessibleDescription('You save ₹200 on your membership');
  },
};

/** CLAIM NOW: sign-in for payment, the referral code already in its code field. */
export const Claim: Story = {
  play: async () => {
    await userEvent.click(within(await sheet()).getByRole('button', { name: 'CLAIM NOW' }));
    await expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Referral or gift code' })).toHaveValue('AARAV3210');
  },
};
