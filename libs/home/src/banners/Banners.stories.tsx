import { eventBanners, makeBanner, promotions, viewportData, weeklyBanners } from '@rewards/api-client/testing';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import { joinPath } from '@rewards/partner';
import { examplePartnerOf } from '@rewards/partner/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';
import { EventBanners } from './EventBanners';
import { MarqueeStrip } from './MarqueeStrip';
import { PromotionalCarousel } from './PromotionalCarousel';
import { WeeklyBanners } from './WeeklyBanners';

const weekly = viewportData.weeklyViewport!;
const events = viewportData.eventViewport!;

const meta = {
  title: 'Offers/Banners',
  component: WeeklyBanners,
  args: { viewport: weekly },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof WeeklyBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partner the story renders for (the toolbar's, core by default). */
const partnerOf = examplePartnerOf;

/** Weekly promotions for a visitor: every CTA opens sign-in; banners without texts show the defaults ('on {brand}': the site's own name). */
export const WeeklyForVisitor: Story = {
  play: async ({ canvasElement, globals }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Weekly promotions' });
    await expect(within(carousel).getAllByText(partnerOf(globals).labels.weeklyBannerTitle)[0]).toBeVisible();
    await expect(within(carousel).getAllByText('New')[0]).toBeVisible();
    // Desktop width in the test browser: the default CTA reads 'Check Now'.
    await expect(within(carousel).getAllByRole('button', { name: 'Check Now' })[0]).toBeVisible();
  },
};

/** A member: CTAs link by their click action (the credit report goes to /creditscorecheck; REVIEW_ORDER to payment, or to claiming on a co-brand). */
export const WeeklyForMember: Story = {
  decorators: [
    (Story) => (
      <StoryFrame user={makeUser(paidMembership)}>
        <Story />
      </StoryFrame>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const carousel = within(canvasElement).getAllByRole('region', { name: 'Weekly promotions' }).at(-1)!;
    await expect(within(carousel).getByRole('link', { name: 'Claim ₹100 off' })).toHaveAttribute('href', joinPath(partnerOf(globals), 'WELCOME100'));
  },
};

/** Banner defaults: no title badge, title or CTA text. */
export const WeeklyDefaults: Story = {
  args: { viewport: { ...weekly, banners: [makeBanner({ id: 90, ctaDetail: { actionType: 'HOME_PAGE' } })] } },
};

export const Animation: Story = {
  args: { viewport: { ...weekly, banners: weeklyBanners.filter((banner) => banner.mediaType === 'ANIMATION') } },
};

/** Three event banners: fewer than 4, so a plain row. */
export const EventsFlat: StoryObj<typeof EventBanners> = {
  render: () => <EventBanners eventViewport={events} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Events for members: events' })).toBeVisible();
  },
};

/** Six event banners: a carousel. */
export const EventsCarousel: StoryObj<typeof EventBanners> = {
  render: () => (
    <EventBanners
      eventViewport={{ ...events, viewport: { ...events.viewport, banners: [...eventBanners, ...eventBanners.map((banner) => ({ ...banner, id: banner.id + 100, position: banner.position + 10 }))] } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Events for members: events' })).toBeVisible();
  },
};

export const StripDark: StoryObj<typeof MarqueeStrip> = { render: () => <MarqueeStrip strip={{ text: 'Save up to ₹20,000 across 25+ brands', bgColor: '#1F2937' }} /> };
export const StripLight: StoryObj<typeof MarqueeStrip> = { render: () => <MarqueeStrip strip={{ text: 'New member events every week', bgColor: '#FFD54F' }} /> };
export const StripUnreadableColour: StoryObj<typeof MarqueeStrip> = { render: () => <MarqueeStrip strip={{ text: 'Falls back to the brand colours', bgColor: 'tomato' }} /> };

export const Promotions: StoryObj<typeof PromotionalCarousel> = {
  render: () => <PromotionalCarousel promotions={promotions} />,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Promotions' });
    await expect(within(carousel).getByRole('link', { name: 'Dining week at Masala Lane Bistro' })).toHaveAttribute('target', '_blank');
  },
};
