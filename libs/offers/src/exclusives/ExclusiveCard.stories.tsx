import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExclusiveCard } from './ExclusiveCard';
import { exclusiveAt } from './testing';

const now = Date.now();

const meta = {
  title: 'Offers/Exclusives/ExclusiveCard',
  component: ExclusiveCard,
  args: { offer: exclusiveAt('upcoming', now), headingLevel: 'h2' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof ExclusiveCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the start: RSVP, a blue countdown to the start, and a link to the offer. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RSVP')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Starts in 2d /);
    await expect(canvas.getByRole('link', { name: 'Sunburn Arena Night: members-only pit access' })).toBeVisible();
  },
};

/** Started and not over: LIVE NOW and a green countdown to the end. */
export const Live: Story = {
  args: { offer: exclusiveAt('live', now) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LIVE NOW')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Ends in 0[12]:/);
  },
};

/** Start and end both past: JUST MISSED, no label, a grey picture and no link. */
export const Expired: Story = {
  args: { offer: exclusiveAt('expired', now) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JUST MISSED')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Without prices or a date: only what the offer has. */
export const Minimal: Story = {
  args: { offer: exclusiveAt('live', now, { extraInfoMap: { xclusiveDate: undefined, xclusiveDuration: undefined, xclusiveDiscountedPrice: undefined, xclusiveEndTime: undefined } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Happening now')).toBeVisible();
  },
};
