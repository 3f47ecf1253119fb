import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Carousel } from './Carousel';

const brands = ['Tandoor Tales', 'Masala Lane', 'Biryani Bazaar', 'Copper Kettle', 'Beat Box', 'Daily Ledger', 'Zest Bite', 'Reel Time'];

function DemoCard({ name, index }: { name: string; index: number }) {
  return (
    <a
      href={`#offer-${index + 1}`}
      style={{
        display: 'grid',
        gap: 8,
        minHeight: 160,
        padding: 16,
        borderRadius: 8,
        border: `1px solid ${vars.color.borderSubtle}`,
        background: vars.color.surface,
        color: vars.color.text,
        textDecoration: 'none',
      }}
    >
      <strong>{name}</strong>
      <span>Flat 20% off for members</span>
    </a>
  );
}

const cards = (count: number) => brands.slice(0, count).map((name, index) => <DemoCard key={name} name={name} index={index} />);

const meta = {
  title: 'Design system/Carousel',
  component: Carousel,
  args: { label: 'Top offers', children: cards(8) },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3.5 items on desktop; arrows and dots move one item at a time. */
export const Sliding: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Top offers' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(region).getAllByRole('group')).toHaveLength(8);
    const previous = await within(region).findByRole('button', { name: 'Previous' });
    const next = within(region).getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(within(region).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
    await expect(previous).toBeEnabled();
    await userEvent.click(within(region).getByRole('button', { name: 'Go to slide 4' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true'));
    // The test browser prefers reduced motion: nothing rotates, so there is nothing to pause.
    await expect(within(region).queryByRole('button', { name: 'Stop slide rotation' })).not.toBeInTheDocument();
  },
};

/** Fewer than 4 items: a plain list without arrows or dots. */
export const Flat: Story = {
  args: { label: 'Event banners', children: cards(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Event banners' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Wider items (1 on phones, 2 on desktop), as banner carousels use. */
export const WideItems: Story = {
  args: { label: 'Promotions', itemsDesktop: 2, itemsMobile: 1, children: cards(5) },
};

/** Items that all fit: no arrows or dots, as there is nothing to scroll to. */
export const AllFit: Story = {
  args: { label: 'Logos', itemsDesktop: 6, itemsMobile: 1.5, children: cards(4) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Logos' });
    await expect(within(region).getAllByRole('group')).toHaveLength(4);
    await expect(within(region).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

export const WithoutAutoplay: Story = { args: { label: 'Reviews', autoplay: false } };
