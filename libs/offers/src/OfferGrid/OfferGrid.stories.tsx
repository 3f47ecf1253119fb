import { makeOffer } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfferGrid } from './OfferGrid';
import { examplePartnerOf } from '@rewards/partner/examples';

const offers = [
  makeOffer({ id: 1, cardSize: 'BIG', name: 'tandoor-tales-gold', header: 'Complimentary 3-month Tandoor Tales Gold membership', companyName: 'Tandoor Tales', companyColor: '#b3261e', categorySlug: 'dining', savingsText: 'Worth ₹2,400' }),
  makeOffer({ id: 2, name: 'masala-lane-flat-25', header: 'Flat 25% off on your total bill', companyName: 'Masala Lane Bistro', companyColor: '#8a3b12', categorySlug: 'dining', savingsText: 'Save up to ₹1,500' }),
  makeOffer({ id: 3, name: 'biryani-bazaar-200', header: 'Flat ₹200 off on orders above ₹999', companyName: 'Biryani Bazaar', companyColor: '#7a4a00', categorySlug: 'dining', tagLabel: 'Trending' }),
  makeOffer({ id: 4, name: 'copper-kettle-bogo', header: 'Buy 1 Get 1 on all beverages', companyName: 'Copper Kettle Cafe', companyColor: '#6b3a1f', categorySlug: 'dining', isNew: true, locked: true }),
];

const meta = {
  title: 'Offers/OfferGrid',
  component: OfferGrid,
  args: { offers, label: 'Dining offers' },
} satisfies Meta<typeof OfferGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards lead to the partner's own offer pages (`/categoriesshoppercard/...` in shopper mode). */
export const Dining: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement, globals }) => {
    const base = examplePartnerOf(globals).categoriesPath;
    const list = within(canvasElement).getByRole('list', { name: 'Dining offers' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute('href', `${base}/dining/tandoor-tales-gold`);
  },
};

export const Empty: Story = { args: { offers: [] } };

/** Members: locked offers show a lock icon and lead to the offer page. */
export const Member: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Dining offers' });
    await expect(within(list).getByRole('img', { name: 'Locked offer' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: /Buy 1 Get 1 on all beverages/ })).toBeVisible();
  },
};

/** Visitors: a locked offer reads 'Members only' and its click toggles the key points. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Dining offers' });
    await expect(within(list).getByText('Members only')).toBeVisible();
    await expect(within(list).getByRole('button', { name: /Buy 1 Get 1 on all beverages/ })).toHaveAttribute('aria-expanded', 'false');
  },
};
