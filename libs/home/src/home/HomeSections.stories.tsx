import { homeData, partnerOffers } from '@rewards/api-client/testing';
import { OverlayProvider, useOpenOverlay } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppDownload } from './AppDownload';
import { BenefitsWorthBar } from './BenefitsWorthBar';
import { CoreOffers } from './CoreOffers';
import { CustomerReviews } from './CustomerReviews';
import { FreeTrialWidget } from './FreeTrialWidget';
import { Headline } from '../hero/Headline';
import { HomeFaq } from './HomeFaq';
import { HowToUse } from './HowToUse';
import { JoinCta } from '../hero/JoinCta';
import { OfferLogoCards } from '../hero/OfferLogoCards';
import { PartnerOffers } from './PartnerOffers';
import { SeoBlocks } from './SeoBlocks';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';
import { VisaPromotionalWidget } from './VisaPromotionalWidget';

/** Which overlay the store holds open (what the shell's host would show). */
function OpenOverlayName() {
  return <output data-testid="open-overlay">{useOpenOverlay()?.type ?? 'none'}</output>;
}

const meta = {
  title: 'Offers/Home/Sections',
  component: Headline,
  args: { title: homeData.title, words: homeData.headlineWords },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Headline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The test browser prefers reduced motion: every word shows, still. */
export const HeadlineWords: Story = {
  play: async ({ canvasElement }) => {
    const words = within(canvasElement).getByRole('list', { name: 'What you get' });
    await expect(within(words).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Join: StoryObj<typeof JoinCta> = {
  render: () => <JoinCta core={homeData.coreOfferSection} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('WELCOME200')).toBeVisible();
  },
};

export const JoinWithoutDiscount: StoryObj<typeof JoinCta> = {
  render: () => <JoinCta core={{ ...homeData.coreOfferSection, strikeThrough: null, discountAmount: null, discountLabel: null, couponCode: null }} />,
};

export const LogoCards: StoryObj<typeof OfferLogoCards> = {
  render: () => <OfferLogoCards offers={partnerOffers} />,
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Popular benefits' })).getAllByRole('link')).toHaveLength(6);
  },
};

export const KeyBenefits: StoryObj<typeof CoreOffers> = { render: () => <CoreOffers core={homeData.coreOfferSection} isLoggedIn={false} /> };

export const HowToUseSteps: StoryObj<typeof HowToUse> = { render: () => <HowToUse howToUse={homeData.howToUse} /> };

export const PartnerSearch: StoryObj<typeof PartnerOffers> = {
  render: () => <PartnerOffers offers={partnerOffers} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search partner brands' }), 'zest');
    await expect(await canvas.findByText('1 partner offer')).toBeVisible();
  },
};

export const Reviews: StoryObj<typeof CustomerReviews> = { render: () => <CustomerReviews section={homeData.customerReviewSection} /> };

export const App: StoryObj<typeof AppDownload> = { render: () => <AppDownload app={homeData.appInstall} /> };

export const Faq: StoryObj<typeof HomeFaq> = {
  render: () => <HomeFaq faqs={homeData.faqs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('How much does it cost?'));
    await expect(canvas.getByText(homeData.faqs[1]!.answer)).toBeVisible();
  },
};

export const Seo: StoryObj<typeof SeoBlocks> = { render: () => <SeoBlocks blocks={homeData.seoBlocks} /> };

/** 12 offers: 8 logos and '+4 MORE'. */
export const FreeTrialWithMore: StoryObj<typeof FreeTrialWidget> = {
  render: () => <FreeTrialWidget widget={homeData.freeTrialWidget} onStart={() => undefined} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Benefits in the free trial' });
    await expect(within(grid).getAllByRole('img')).toHaveLength(8);
    await expect(within(grid).getByText('+4 MORE')).toBeVisible();
  },
};

/** 9 offers: all 9 logos, no '+N MORE'. */
export const FreeTrialNine: StoryObj<typeof FreeTrialWidget> = {
  render: () => <FreeTrialWidget widget={{ ...homeData.freeTrialWidget, offers: partnerOffers.slice(0, 9), offersCount: 9 }} onStart={() => undefined} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Benefits in the free trial' });
    await expect(within(grid).getAllByRole('img')).toHaveLength(9);
    await expect(within(grid).queryByText(/MORE/)).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('heading', { name: 'Unlock 9 benefits free' })).toBeVisible();
  },
};

/** Phones only; at the test browser's desktop width it is hidden. */
export const BenefitsWorth: StoryObj<typeof BenefitsWorthBar> = { render: () => <BenefitsWorthBar amount={homeData.benefitsWorth} /> };

/** The card-linked offer's widget: its button opens the card offer popup (the shell hosts it). */
export const VisaPromotion: StoryObj<typeof VisaPromotionalWidget> = {
  render: () => (
    <OverlayProvider>
      <VisaPromotionalWidget widget={homeData.visaPromotionalWidget!} isLoggedIn={false} />
      <OpenOverlayName />
    </OverlayProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Visa Signature cardholders' })).toBeVisible();
    await expect(canvas.getByText('Get access to 40+ benefits and more')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(canvas.getByTestId('open-overlay')).toHaveTextContent('visa_offer_plan_details');
  },
};
