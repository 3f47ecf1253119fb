import { exclusiveData } from '@rewards/api-client/testing';
import { OverlayProvider } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/home/StoryFrame';
import { ExclusivesSection } from './ExclusivesSection';
import { exclusivesAt } from './testing';
import { examplePartnerOf } from '@rewards/partner/examples';
import { exclusivesPath } from './ExclusivesSection';

const now = Date.now();

const meta = {
  title: 'Offers/Exclusives/ExclusivesSection',
  component: ExclusivesSection,
  args: { exclusives: exclusivesAt(now), knowMore: exclusiveData },
  decorators: [
    // An overlay store per story, as the shell gives the app one: a sheet left open by one story
    // must not cover the next.
    (Story) => (
      <OverlayProvider>
        <StoryFrame>
          <Story />
        </StoryFrame>
      </OverlayProvider>
    ),
  ],
} satisfies Meta<typeof ExclusivesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five cards and the Know more card: a carousel with arrows on desktop; Know more opens the tpx_know_more panel. */
export const Carousel: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: /Curated experiences/ });
    await expect(within(section).getByText('Preferential pricing')).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'See All exclusives' })).toHaveAttribute(
      'href',
      // under the story partner's own catalogue root (a co-brand serves only its own)
      exclusivesPath(examplePartnerOf(globals).categoriesPath),
    );
    await expect(await within(section).findByRole('button', { name: 'Next' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: /Know more/ }));
    const panel = await screen.findByRole('dialog', { name: exclusiveData.headerKnowMore });
    await expect(panel).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'See all exclusives' })).toBeVisible();
  },
};

/** Two cards and the Know more card: fewer than 4, so a plain row. */
export const Flat: Story = {
  args: { exclusives: exclusivesAt(now).slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Exclusive offers and events' })).toBeVisible();
  },
};
