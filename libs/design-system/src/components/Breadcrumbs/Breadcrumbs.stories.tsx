import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: { onNavigate: fn(), items: [{ label: 'HOME', href: '/' }, { label: 'categories', href: '/categories' }, { label: 'dining', href: '/categories/dining' }, { label: 'tandoor tales gold' }] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An offer page: three links and the current page. */
export const OfferPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('tandoor tales gold')).toHaveAttribute('aria-current', 'page');
  },
};

/** Two items: the smallest trail that shows. */
export const TwoItems: Story = { args: { items: [{ label: 'HOME', href: '/' }, { label: 'faq' }] } };
