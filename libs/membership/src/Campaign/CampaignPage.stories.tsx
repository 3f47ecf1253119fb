import { festiveCampaign } from '@rewards/api-client/testing';
import type { Campaign } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { CampaignPage } from './CampaignPage';

const businessCampaign: Campaign = {
  ...festiveCampaign,
  campaignId: 'CMP-BUSINESS',
  campaignName: 'business',
  title: 'Memberships for your team',
  subTitle: 'Give every employee the full membership',
  business: true,
  totalAmount: 999,
  discountAmount: 200,
  cta: { text: 'Buy for your team at #totalAmount per member', strikeThrough: 1199 },
  campaignCta: { bgColor: '#1A1A1A', textColor: '#FFFFFF', text: 'Buy for your team at #totalAmount per member', totalAmount: 999 },
  couponDetails: null,
  discountBanner: { showDiscountBanner: false, bannerText: null, code: null },
  footer: null,
};

function CampaignDemo({ campaign, showFreeTrial, showFooter, noIndex }: { campaign: Campaign; showFreeTrial: boolean; showFooter: boolean; noIndex: boolean }) {
  return (
    <PaymentStoryFrame paymentApi={fakePaymentApi()} user={null}>
      <CampaignPage campaign={campaign} canonicalPath={`/campaigns/${campaign.campaignName}`} showFreeTrial={showFreeTrial} showFooter={showFooter} noIndex={noIndex} />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Campaign page',
  component: CampaignDemo,
  args: { campaign: festiveCampaign, showFreeTrial: false, showFooter: false, noIndex: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CampaignDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /campaigns/festive-sale: the amount in place of #totalAmount, in the campaign's colours. */
export const Marketing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The festive membership sale' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join now at ₹799.20' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pay less with these offers' })).toBeVisible();
  },
};

/** /new-campaign/{id}: with the campaign's own footer content. */
export const WithFooter: Story = {
  args: { showFooter: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Festive sale terms' })).toBeVisible();
  },
};

/** /mktcampaign?showFT=true: the free trial beside the campaign (and noindex). */
export const WithFreeTrial: Story = {
  args: { showFreeTrial: true, noIndex: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'START FREE TRIAL' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Login' })).toBeVisible();
  },
};

/** /businessCampaign. */
export const Business: Story = {
  args: { campaign: businessCampaign, showFooter: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy for your team at ₹999 per member' })).toBeVisible();
  },
};
