import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferCard } from './OfferCard';
import { offerCardSizes } from './OfferCard.css';
import { cityStay, dailyLedger, keyPointsHtml, tuneStream, zestyBites } from './OfferCard.fixtures';

const meta = {
  title: 'Design system/OfferCard',
  component: OfferCard,
  args: { ...zestyBites, onNavigate: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: offerCardSizes },
    companyColor: { control: 'text' },
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  args: { size: 'SMALL' },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('link', { name: 'Flat 25% off on every order Zesty Bites' });
    await expect(canvas.getByRole('img', { name: 'Zesty Bites logo' })).toBeVisible();
    await expect(canvas.getByText('Save up to ₹1,800')).toBeVisible();
    await userEvent.click(card);
    await expect(args.onNavigate).toHaveBeenCalledWith('/offer/zesty-bites');
  },
};

export const Big: Story = { args: { ...tuneStream, size: 'BIG' } };

export const Cover: Story = { args: { ...cityStay, size: 'COVER' } };

export const CoverWithoutImage: Story = {
  name: 'Cover without an image',
  args: { ...cityStay, size: 'COVER', coverImageUrl: undefined },
};

export const Locked: Story = {
  name: 'Locked (members only)',
  args: { ...dailyLedger, locked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Members only')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleDescription(/Members only/);
  },
};

export const NewWithTag: Story = {
  name: 'New, with a tag',
  args: { isNew: true, tagLabel: 'Bestseller' },
};

export const HiddenSavings: Story = {
  args: { hideSavings: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Save up to ₹1,800')).not.toBeInTheDocument();
  },
};

export const WithoutCompanyColour: Story = {
  name: 'Without a company colour (theme accent)',
  args: { companyColor: undefined, size: 'BIG' },
};

export const LongText: Story = {
  args: {
    size: 'SMALL',
    companyName: 'The Extraordinarily Long Named Gourmet Kitchen & Bakery Company',
    header: 'Buy one get one free on all artisanal sourdough loaves, croissants and celebration cakes',
    subHeader: 'Valid at every outlet in Mumbai, Pune, Bengaluru, Hyderabad, Chennai and Delhi NCR on weekdays and weekends',
    savingsText: 'Save up to ₹12,500 every year with this membership benefit',
    locked: true,
    isNew: true,
  },
};

export const WithKeyPoints: Story = {
  name: 'Key points on hover or focus (desktop)',
  args: { size: 'BIG', ...tuneStream, keyPoints: keyPointsHtml },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('link');
    const list = within(canvasElement).getByRole('list', { hidden: true });
    // Tags from the API become text; nothing from them is rendered as markup.
    await expect(list).toHaveTextContent('Valid on dine-in & delivery orders');
    await expect(list.querySelector('b, strong, script')).toBeNull();
    await expect(card).toHaveAccessibleDescription(/Use once a day, up to 12 times a year/);
    await userEvent.tab();
    await expect(card).toHaveFocus();
  },
};

/** Members see a lock icon (named 'Locked offer') on locked offers; the card stays a link. */
export const LockedForMembers: Story = {
  name: 'Locked (member: lock icon)',
  args: { ...dailyLedger, locked: true, viewer: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Locked offer' })).toBeVisible();
    await expect(canvas.getByRole('link')).toBeVisible();
    await expect(canvas.queryByText('Members only')).not.toBeInTheDocument();
  },
};

/** A visitor clicking a locked offer toggles its key points instead of navigating; a second click closes them. */
export const LockedVisitorToggles: Story = {
  name: 'Locked (visitor: click toggles key points)',
  args: { ...dailyLedger, locked: true, action: 'toggle', keyPoints: keyPointsHtml },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'One year of digital news The Daily Ledger' });
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Use once a day, up to 12 times a year')).toBeVisible();
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The key points button flips the card on desktop and expands it on mobile. */
export const Flipped: Story = {
  name: 'Flipped / expanded',
  args: { size: 'BIG', ...tuneStream, keyPoints: keyPointsHtml },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Key points' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Use once a day, up to 12 times a year')).toBeVisible();
  },
};

/** Cards grouping more than two sub-offers list them. */
export const SubOffers: Story = {
  name: 'More than two sub-offers',
  args: { ...zestyBites, subOffers: ['Flat 10% off dine-in', 'Free dessert on weekdays', 'Free delivery on app orders'] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Zesty Bites offers' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ReadMore: Story = {
  name: 'Read more / Read less',
  args: {
    ...zestyBites,
    subHeader: undefined,
    description: 'Enjoy a flat discount on every order from every outlet, including weekends, holidays and festive seasons, all year round.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SavingsSplit: Story = {
  name: 'Savings prefix, amount and note (home card)',
  args: { ...zestyBites, savingsText: 'Save', savingsAmount: 'up to ₹1,800', savingsNote: 'Save ₹1,800 on a plan worth ₹5,000' },
};

/** Every size, locked and unlocked, for a visitor and a member. */
export const Matrix: Story = {
  name: 'Sizes × locked × viewer',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['visitor', 'member'] as const).map((viewer) => (
        <div key={viewer} style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
          {offerCardSizes.flatMap((size) =>
            [false, true].map((locked) => (
              <OfferCard
                key={`${size}-${locked}`}
                {...args}
                {...(size === 'COVER' ? cityStay : size === 'BIG' ? tuneStream : zestyBites)}
                size={size}
                locked={locked}
                viewer={viewer}
                action={locked && viewer === 'visitor' ? 'toggle' : 'navigate'}
                keyPoints={keyPointsHtml}
              />
            )),
          )}
        </div>
      ))}
    </div>
  ),
};

export const AllSizes: Story = {
  name: 'All sizes',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <OfferCard {...args} {...zestyBites} size="SMALL" isNew />
      <OfferCard {...args} {...tuneStream} size="BIG" tagLabel="Music" />
      <OfferCard {...args} {...cityStay} size="COVER" locked />
    </div>
  ),
};
