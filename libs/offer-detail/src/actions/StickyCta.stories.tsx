import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@rewards/design-system';
import { expect, within } from 'storybook/test';
import { StickyCta } from './StickyCta';

const meta = {
  title: 'Offers/Sticky CTA',
  component: StickyCta,
  parameters: { route: '/categories/dining/tandoor-tales-gold' },
  args: {
    type: 'sticky_payment_cta',
    label: 'Membership',
    children: (
      <Button variant="primary" size="large" fullWidth>
        PAY ₹999
      </Button>
    ),
  },
} satisfies Meta<typeof StickyCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full-width bar around the buy button. */
export const StickyPaymentCta: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: 'Membership' })).getByRole('button', { name: 'PAY ₹999' })).toBeVisible();
  },
};

/** A compact bar with the price text. */
export const StickyPaymentCtaV2: Story = {
  args: {
    type: 'sticky_payment_cta_v2',
    priceText: '₹999 / year',
    children: (
      <Button variant="primary" size="small">
        JOIN NOW
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('region', { name: 'Membership' }));
    await expect(bar.getByText('₹999 / year')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'JOIN NOW' })).toBeVisible();
  },
};

/** The inline hero CTA. */
export const OdpCta: Story = {
  args: { type: 'odp_cta', children: <Button variant="primary">GENERATE CODE</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'GENERATE CODE' })).toBeVisible();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** sticky_odp_cta waits until its hero CTA scrolls away (and shows on phones only). */
export const StickyOdpCtaHeroInView: Story = {
  args: { type: 'sticky_odp_cta', children: <Button variant="primary">GENERATE CODE</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Never on the /categories listing. */
export const HiddenOnListing: Story = {
  parameters: { route: '/categories' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Membership' })).not.toBeInTheDocument();
  },
};
