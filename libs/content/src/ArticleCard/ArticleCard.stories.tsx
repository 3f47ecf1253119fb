import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeArticle } from '../testing/fixtures';
import { ArticleCard } from './ArticleCard';

const meta = {
  title: 'Content/ArticleCard',
  component: ArticleCard,
  args: { article: makeArticle(2) },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'How to stack member offers with bank cards' })).toHaveAttribute(
      'href',
      '/blog/how-to-stack-member-offers-with-bank-cards-2',
    );
  },
};

/** A long title and summary wrap and clamp instead of stretching the card. */
export const LongText: Story = {
  args: {
    article: makeArticle(3, {
      title: 'Everything you need to know about stacking your membership benefits with card offers, cashback and festive sales',
      summary:
        'From dining to travel, a step-by-step guide to combining member prices, partner coupon codes and bank card discounts so that every rupee of your membership comes back to you many times over during the year.',
    }),
  },
};
