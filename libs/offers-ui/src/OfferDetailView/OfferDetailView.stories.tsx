import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPopupProvider } from '@rewards/auth';
import { expect, within } from 'storybook/test';
import { BrowsingSlotsProvider } from '../slots';
import { makeOfferDetail } from '../testing/fixtures';
import { storyCover, storyLogo } from '../testing/storyOffers';
import { OfferDetailView } from './OfferDetailView';

const full = makeOfferDetail({
  name: 'tandoor-tales-gold',
  companyName: 'Tandoor Tales',
  companyColor: '#b3261e',
  categorySlug: 'dining',
  category: 'Dining',
  header: 'Complimentary 3-month Gold membership',
  subHeader: 'Priority tables and 20% off every visit',
  logoUrl: storyLogo('TT', '#b3261e'),
  coverImageUrl: storyCover('#7f1d1d', '#f59e0b'),
  maxSavings: 2400,
  keyPointTitle: 'Why members love it',
  keyPoints: ['<p>20% off the total bill</p>', '<p>Priority seating on weekends</p>'],
  loggedOutKeyPoints: ['<p>Join to unlock 20% off every visit</p>'],
  offerings: ['Gold membership for 3 months', 'Welcome drink on every visit'],
  howToUseTitle: 'How to redeem',
  howToUse: ['Generate your code', 'Show it when you pay'],
  aboutTitle: 'About Tandoor Tales',
  aboutText: 'Tandoor Tales runs 40 restaurants across India.',
  tncs: ['Valid on dine-in only', 'Not valid on public holidays'],
  faqs: [{ question: 'Can I share my code?', answer: 'No, codes are for members only.' }],
  moreOffers: [{ id: 2, name: 'masala-lane-25', header: 'Flat 25% off on your total bill', logoUrl: storyLogo('ML', '#8a3b12'), companyColor: '#8a3b12', categorySlug: 'dining' }],
  relatedArticles: [
    { id: 4, path: 'eat-out-for-less-4', slug: 'eat-out-for-less', title: 'Eat out for less', summary: 'Dining tips', author: 'Team', imageUrl: storyCover('#1e3a8a', '#60a5fa'), publishedOn: '2026-01-01', readMinutes: 4, tags: [] },
  ],
  memberPrice: 1499,
  memberSavings: 500,
  tracker: { left: 2, availed: 1, nextAvailableOn: '2026-12-01T00:00:00Z', savings: 150 },
  ctaDetails: { actionType: 'GENERATE_CODE', label: 'GENERATE CODE', disabled: false, message: 'One code a month' },
});

const meta = {
  title: 'Offers/OfferDetail',
  component: OfferDetailView,
  args: { offer: full, isLoggedIn: true },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <LoginPopupProvider>
        <Story />
      </LoginPopupProvider>
    ),
  ],
} satisfies Meta<typeof OfferDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section: key points, offerings, how to use, about, terms, FAQs, more offers, articles, member price, tracker. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complimentary 3-month Gold membership' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Why members love it' })).getByText('20% off the total bill')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your usage' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'GENERATE CODE' })).toBeEnabled();
  },
};

/** Visitors read the logged-out key points; a LOGIN CTA opens sign-in. */
export const Visitor: Story = {
  args: { isLoggedIn: false, offer: { ...full, tracker: null, ctaDetails: { actionType: 'LOGIN', label: 'LOGIN TO UNLOCK', disabled: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Join to unlock 20% off every visit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'LOGIN TO UNLOCK' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { offer: { ...full, isExpired: true, isExpiredText: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The offer has expired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'GENERATE CODE' })).not.toBeInTheDocument();
  },
};

export const DisabledCta: Story = {
  name: 'Disabled CTA',
  args: { offer: { ...full, ctaDetails: { actionType: 'OUT_OF_STOCK', label: 'OUT OF STOCK', disabled: true } } },
};

/** The payment feature's buy button rendered in the CTA area through the offerBuy slot. */
export const WithBuyButton: Story = {
  decorators: [
    (Story) => (
      <BrowsingSlotsProvider slots={{ offerBuy: () => <button type="button">PAY ₹1,499</button> }}>
        <Story />
      </BrowsingSlotsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'Offer actions' })).getByRole('button', { name: 'PAY ₹1,499' })).toBeVisible();
  },
};

/** Only the required fields: no empty sections. */
export const Minimal: Story = {
  args: { offer: makeOfferDetail({ logoUrl: storyLogo('ZB', '#d9480f'), keyPoints: [] }) },
};

/** The offer landing's lighter frame (`/paymentOffer/:brand`, `/liteOffer/:brand`). */
export const Landing: Story = {
  args: { layout: 'landing' },
};
