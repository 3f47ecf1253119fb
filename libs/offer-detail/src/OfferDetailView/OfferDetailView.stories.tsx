import { errorResponse, makeOfferDetail, ok } from '@rewards/api-client/testing';
import type { OfferState } from '@rewards/api-contract';
import { joinLink } from '@rewards/partner';
import { examplePartnerOf } from '@rewards/partner/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withOfferState } from '../testing/storyDecorators';
import { makeOfferState } from '../actions/testing';
import { BrowsingSlotsProvider } from '@rewards/platform';
import { storyCover, storyLogo } from '@rewards/offers/testing/storyOffers';
import { withApi } from '@rewards/offers/testing/storyApi';
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
  decorators: withOfferState(
    makeOfferState({
      name: 'tandoor-tales-gold',
      productDetails: { subOfferName: 'tandoor-tales-gold-3m', companyName: 'Tandoor Tales' },
      ctaDetails: { actionType: 'GENERATE_CODE', label: 'GENERATE CODE', disabled: false, message: 'One code a month' },
      tracker: { left: 2, availed: 1, nextAvailableOn: null, savings: 150 },
    }),
  ),
} satisfies Meta<typeof OfferDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section: key points, offerings, how to use, about, terms, FAQs, more offers, articles, member price, tracker. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complimentary 3-month Gold membership' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Why members love it' })).getByText('20% off the total bill')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your usage' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'GENERATE CODE' })).toBeEnabled();
  },
};

/** Visitors read the logged-out key points; a LOGIN CTA opens sign-in. */
export const Visitor: Story = {
  args: { isLoggedIn: false, offer: { ...full, tracker: null } },
  decorators: withOfferState(ctaState('LOGIN', 'LOGIN TO AVAIL', { viewer: 'VISITOR', tracker: null, loggedOutView: { chipLabel: 'Members only', linkChip: { label: 'See plans', url: '/payment' } } })),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('Join to unlock 20% off every visit')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'LOGIN TO AVAIL' })).toBeVisible();
    await expect(canvas.getByText('Members only')).toBeVisible();
    // 'See plans' on the core site; a co-brand takes no payments, so the chip leads to claiming
    const partner = examplePartnerOf(globals);
    const chip = joinLink(partner, { label: 'See plans', url: '/payment' });
    await expect(canvas.getByRole('link', { name: chip.label })).toHaveAttribute('href', chip.url);
  },
};

/** An offer for students: 'Verify student status' opens the student offer form the shell hosts (sign-in first for visitors). */
export const StudentOffer: Story = {
  args: { offer: { ...full, studentOffer: true } },
  play: async ({ canvas }) => {
    const prompt = canvas.getByRole('region', { name: 'For students' });
    await expect(within(prompt).getByRole('button', { name: 'Verify student status' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { offer: { ...full, isExpired: true, isExpiredText: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The offer has expired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'GENERATE CODE' })).not.toBeInTheDocument();
  },
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
    await expect(within(await canvas.findByRole('group', { name: 'Offer actions' })).getByRole('button', { name: 'PAY ₹1,499' })).toBeVisible();
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

/** A state with the given CTA, as the server resolves it for a member unless overridden. */
function ctaState(actionType: OfferState['ctaDetails']['actionType'], label: string, overrides: Partial<OfferState> = {}, cta: Partial<OfferState['ctaDetails']> = {}): OfferState {
  return makeOfferState({
    name: 'tandoor-tales-gold',
    productDetails: { subOfferName: 'tandoor-tales-gold-3m', companyName: 'Tandoor Tales' },
    tracker: { left: 2, availed: 1, nextAvailableOn: null, savings: 150 },
    ...overrides,
    ctaDetails: { actionType, label, disabled: false, message: null, ...cta },
  });
}

/** A CTA that only informs: disabled, with its label and message. */
function disabledPlay(label: string, message?: string): Story['play'] {
  return async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: label })).toBeDisabled();
    if (message) await expect(canvas.getByText(message)).toBeVisible();
  };
}

const activeCoupon = { couponCode: 'TANDOOR-4F8H', expiryDate: '2026-12-31T00:00:00Z', generated: true, expired: false, state: 'GENERATED' as const };

/** VIEW_CODE: the member holds a code; the button opens the coupon drawer. */
export const ViewCode: Story = {
  name: 'CTA: VIEW_CODE',
  decorators: withOfferState(
    ctaState('VIEW_CODE', 'VIEW CODE', {
      isViewCode: true,
      redemptionDetails: { activeCoupons: [activeCoupon], expiredCoupons: [], maxRedemption: 3, left: 2, generateNext: true },
      isCouponDrawerGenerateBtn: true,
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'VIEW CODE' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Tandoor Tales codes' });
    await expect(within(drawer).getByText('TANDOOR-4F8H')).toBeVisible();
  },
};

/** GENERATE_CODE: generates, opens the drawer with the new code first, updates the tracker. */
export const GenerateCode: Story = {
  name: 'CTA: GENERATE_CODE',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'GENERATE CODE' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Tandoor Tales codes' });
    await expect(await within(drawer).findByText('TANDOOR-7Q2K')).toBeVisible();
  },
};

export const GenerateCodeGreyedOut: Story = {
  name: 'CTA: GENERATE_CODE_GREYED_OUT',
  decorators: withOfferState(
    ctaState('GENERATE_CODE_GREYED_OUT', 'GENERATE CODE', { tracker: { left: 0, availed: 3, nextAvailableOn: '2026-12-20T00:00:00Z', savings: 450 } }, { disabled: true, message: 'Next code available on 20 Dec 2026' }),
  ),
  play: disabledPlay('GENERATE CODE', 'Next code available on 20 Dec 2026'),
};

export const OutOfStock: Story = {
  name: 'CTA: OUT_OF_STOCK',
  decorators: withOfferState(ctaState('OUT_OF_STOCK', 'OUT OF STOCK', {}, { disabled: true })),
  play: disabledPlay('OUT OF STOCK'),
};

/** REVIEW_ORDER: a non-member is sent to /payment with the marketing code. */
export const ReviewOrder: Story = {
  name: 'CTA: REVIEW_ORDER',
  decorators: withOfferState(ctaState('REVIEW_ORDER', 'JOIN TO AVAIL', { viewer: 'NON_MEMBER', tracker: null }, { data: { couponCode: 'WELCOME100' } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'JOIN TO AVAIL' })).toBeEnabled();
  },
};

export const Login: Story = {
  name: 'CTA: LOGIN',
  args: { isLoggedIn: false },
  decorators: withOfferState(ctaState('LOGIN', 'LOGIN TO AVAIL', { viewer: 'VISITOR', tracker: null, loggedOutView: { chipLabel: 'Included with membership', linkChip: { label: 'See plans', url: '/payment' } } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'LOGIN TO AVAIL' })).toBeEnabled();
    await expect(canvas.getByText('Included with membership')).toBeVisible();
  },
};

export const ActivationInProcess: Story = {
  name: 'CTA: ACTIVATION_IN_PROCESS',
  decorators: withOfferState(
    ctaState('ACTIVATION_IN_PROCESS', 'ACTIVATION IN PROCESS', { couponType: 'ACTIVATION', tracker: null, activationStatus: { status: 1, userStatus: 5 } }, { disabled: true, message: 'We are activating your membership. This usually takes a few minutes.' }),
  ),
  play: disabledPlay('ACTIVATION IN PROCESS', 'We are activating your membership. This usually takes a few minutes.'),
};

/** ACTIVATE_OFFER: activation status 4 at once shows the success message. */
export const ActivateOffer: Story = {
  name: 'CTA: ACTIVATE_OFFER',
  decorators: withOfferState(ctaState('ACTIVATE_OFFER', 'ACTIVATE NOW', { couponType: 'ACTIVATION', tracker: null }), {
    extra: { '/nc/prime/membership/activate': () => ok({ activationStatus: { status: 4, userStatus: 5 }, ctaText: 'ACTIVATED', message: null }) },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ACTIVATE NOW' }));
    await expect(await canvas.findByText('Activated. Your benefit is ready to use.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ACTIVATED' })).toBeDisabled();
  },
};

/** CONSTANT_CODE: fetches the constant code and shows it in the drawer. */
export const ConstantCode: Story = {
  name: 'CTA: CONSTANT_CODE',
  decorators: withOfferState(ctaState('CONSTANT_CODE', 'GET CODE', { couponType: 'CONSTANT', tracker: null }), {
    extra: {
      '/nc/prime/constantCoupon': () => ok({ couponCode: 'TANDOOR20', expiryDate: null }),
      '/nc/prime/offer/activate': () => ok({ activationStatus: { status: 4, userStatus: 5 }, ctaText: 'VIEW CODE' }),
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'GET CODE' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Tandoor Tales codes' });
    await expect(within(drawer).getByText('TANDOOR20')).toBeVisible();
  },
};

export const NoCouponAvailable: Story = {
  name: 'CTA: NO_COUPON_AVAILABLE',
  decorators: withOfferState(ctaState('NO_COUPON_AVAILABLE', 'NO COUPON AVAILABLE', { tracker: null }, { disabled: true })),
  play: disabledPlay('NO COUPON AVAILABLE'),
};

/** DISTRIBUTION_PAUSED: the pause label on the CTA and its link. */
export const DistributionPaused: Story = {
  name: 'CTA: DISTRIBUTION_PAUSED',
  decorators: withOfferState(
    ctaState('DISTRIBUTION_PAUSED', 'PAUSED', {}, {
      disabled: true,
      data: { offerDistribution: { paused: true, label: 'Codes are back on Monday', ctaDetail: { label: 'Why is it paused?', url: 'https://tandoor.example/pause' } } },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Codes are back on Monday' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Why is it paused?' })).toHaveAttribute('href', 'https://tandoor.example/pause');
  },
};

export const UrlRedirection: Story = {
  name: 'CTA: URL_REDIRECTION',
  decorators: withOfferState(ctaState('URL_REDIRECTION', 'VISIT TANDOOR TALES', { couponType: 'URL', tracker: null }, { data: { redirectionUrl: 'https://tandoor.example' } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'VISIT TANDOOR TALES' })).toBeEnabled();
  },
};

/** App-only offers open the app-install prompt (a QR code at this desktop width). */
export const RedirectionToAppOnly: Story = {
  name: 'CTA: REDIRECTION_TO_APP_ONLY',
  decorators: withOfferState(ctaState('REDIRECTION_TO_APP_ONLY', 'AVAIL ON APP', { couponType: 'APP_ONLY', tracker: null, dlUrl: 'https://app.example/offer/tandoor-tales-gold' })),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'AVAIL ON APP' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Get the app' })).toBeVisible();
  },
};

export const RedirectToAppCta: Story = {
  name: 'CTA: REDIRECT_TO_APP_CTA',
  decorators: withOfferState(ctaState('REDIRECT_TO_APP_CTA', 'OPEN IN APP', { couponType: 'APP_CTA', tracker: null, dlUrl: 'https://app.example/offer/tandoor-tales-gold' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'OPEN IN APP' })).toBeEnabled();
  },
};

/** The state failed to load: the server's message and 'Try again'. */
export const StateError: Story = {
  name: 'CTA: state failed to load',
  decorators: withOfferState(ctaState('GENERATE_CODE', 'GENERATE CODE'), {
    extra: {},
  }).map((decorator, index) => (index === 1 ? withApi(() => errorResponse(500, 'TP500', 'Offer details are unavailable')) : decorator)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Offer details are unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** An exclusive event sold in limited numbers: the flash sale's CTA in place of the button. */
export const FlashSale: Story = {
  name: 'CTA: flash sale (exclusive event)',
  decorators: withOfferState(
    ctaState('GENERATE_CODE', 'BOOK SEAT', {
      tracker: null,
      flashSale: { startTime: new Date(Date.now() - 3_600_000).toISOString(), endTime: new Date(Date.now() + 48 * 3_600_000).toISOString(), inventoryLeft: 40, totalInventory: 50, errorMessage: null },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sale is live')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'BOOK SEAT' })).toBeEnabled();
  },
};
