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
