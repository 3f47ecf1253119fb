import { footerContent } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { examplePartnerOf } from '@rewards/partner/examples';

const meta = {
  title: 'App shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { content: footerContent },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: Join Now opens sign-in; Top Benefits carry source_origin=footer under the partner's
 * catalogue. A retail-partner variant (shopper, more-rewards) shows none of those SEO lists.
 */
export const Visitor: Story = {
  args: { onJoin: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Join Now' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    const partner = examplePartnerOf(globals);
    const base = partner.categoriesPath;
    if (partner.footer.seoLinks) {
      await expect(canvas.getByRole('link', { name: 'Tandoor Tales' })).toHaveAttribute('href', `${base}/dining/tandoor-tales-gold?source_origin=footer`);
      await expect(canvas.getByRole('link', { name: 'Food Delivery' })).toHaveAttribute('href', `${base}/food%20delivery`);
      await expect(canvas.getByRole('link', { name: 'Live events' })).toHaveAttribute('target', '_blank');
    } else {
      await expect(canvas.queryByRole('navigation', { name: 'Top Benefits' })).toBeNull();
      await expect(canvas.queryByRole('link', { name: 'Tandoor Tales' })).toBeNull();
      await expect(canvas.queryByRole('link', { name: 'Food Delivery' })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(canvas.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
    await expect(canvas.getByText(/1800-000-0000/)).toBeVisible();
  },
};

/** A member: no Join Now; support links carry their name, email and mobile. */
export const Member: Story = {
  args: { user: { firstName: 'Aarav', lastName: 'Shah', email: 'aarav@example.in', mobile: '9876543210' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Join Now' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support?name=Aarav+Shah&email=aarav%40example.in&mob=9876543210');
  },
};

/** While the layout loads: brand, subtitle and copyright only. */
export const Loading: Story = { args: { content: undefined } };

/** The xmas theme: the layout content carries the festive base picture, shown along the footer's foot. */
export const XmasTheme: Story = {
  args: { content: { ...footerContent, festiveImage: '/static/2x/festive-base.svg' } },
  play: async ({ canvasElement }) => {
    const festive = canvasElement.querySelector('footer > img[data-festive="xmas"]');
    await expect(festive).toHaveAttribute('src', '/static/2x/festive-base.svg');
    await expect(festive).toHaveAttribute('alt', '');
  },
};

/** No xmas theme: no festive picture. */
export const NoFestiveTheme: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('footer img[data-festive]')).toBeNull();
  },
};
