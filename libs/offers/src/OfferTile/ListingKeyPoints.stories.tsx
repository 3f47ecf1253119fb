import { OverlayProvider, useOverlay } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { expect, screen, within } from 'storybook/test';
import { StoryFrame } from '../testing/home/StoryFrame';
import { storyDiningOffers } from '../testing/storyOffers';
import { CLP_KEY_POINTS_OVERLAY, ListingKeyPointsPanel, type ListingKeyPointsPayload } from './ListingKeyPoints';

const offer = { ...storyDiningOffers[0]!, keyPoints: ['<p>Valid twice a month</p>', '<p>Dine-in only, <b>not</b> on delivery</p>'] };

/** The listing's key points panel, opened through the overlay store as a card on a phone opens it. */
function Panel({ offer, href, membersOnly }: ListingKeyPointsPayload) {
  const payload = useMemo(() => ({ offer, href, membersOnly }), [offer, href, membersOnly]);
  const panel = useOverlay<ListingKeyPointsPayload>(CLP_KEY_POINTS_OVERLAY);
  const { show } = panel;
  useEffect(() => show(payload), [show, payload]);
  return <ListingKeyPointsPanel open={panel.isOpen} onOpenChange={panel.onOpenChange} {...payload} />;
}

const meta = {
  title: 'Offers/Listing/Key points panel (clp_key_points_modal)',
  component: Panel,
  args: { offer, href: `/categories/dining/${offer.name}`, membersOnly: false },
  decorators: [
    (Story) => (
      <OverlayProvider>
        <StoryFrame>
          <Story />
        </StoryFrame>
      </OverlayProvider>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member, or any unlocked offer: the key points and View offer. */
export const Member: Story = {
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: offer.header });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(panel).getByText('Dine-in only, not on delivery')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'View offer' })).toHaveAttribute('href', `/categories/dining/${offer.name}`);
  },
};

/** A visitor on a locked offer: Members only and Sign in to unlock. */
export const VisitorLocked: Story = {
  args: { offer: { ...offer, locked: true }, membersOnly: true },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: offer.header });
    await expect(within(panel).getByRole('button', { name: 'Sign in to unlock' })).toBeVisible();
  },
};

/** Key points whose JSON fails to parse are none. */
export const NoKeyPoints: Story = {
  args: { offer: { ...offer, keyPoints: [], extraInfoMap: { keyPoints: '["<p>cut off' } } },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: offer.header });
    await expect(within(panel).getByText('No key points for this offer yet.')).toBeVisible();
  },
};
