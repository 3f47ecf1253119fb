import { exclusiveData } from '@rewards/api-client/testing';
import { Button } from '@rewards/design-system';
import { OverlayProvider, useOverlay } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ExclusiveCard } from './ExclusiveCard';
import { ExclusiveInfoSheet, EXCLUSIVE_INFO_OVERLAY } from './ExclusiveInfoSheet';
import { KnowMorePanel, TPX_KNOW_MORE_OVERLAY } from './KnowMorePanel';
import { exclusiveAt } from './testing';

/**
 * The exclusives' two overlays: the Know more panel (`tpx_know_more`, from the section's Know more
 * card) and the exclusive-offer info sheet (`tp_exclusive_info`, from a card's Details). Each opens
 * through an overlay store of its own story, as the shell's store opens it in the app.
 */
const now = Date.now();
const offer = exclusiveAt('live', now);

function Overlays({ which }: { which: 'tpx_know_more' | 'tp_exclusive_info' }) {
  const panel = useOverlay(TPX_KNOW_MORE_OVERLAY);
  const sheet = useOverlay(EXCLUSIVE_INFO_OVERLAY, offer.name);
  const { show } = which === 'tpx_know_more' ? panel : sheet;
  useEffect(() => show(), [show]);
  return (
    <>
      <Button onClick={() => show()}>Open again</Button>
      <KnowMorePanel open={panel.isOpen} onOpenChange={panel.onOpenChange} knowMore={exclusiveData} seeAllHref="/categories/tpxclusives" onSeeAll={panel.hide} />
      <ExclusiveInfoSheet open={sheet.isOpen} onOpenChange={sheet.onOpenChange} offer={offer} href={`/categories/tpxclusives/${offer.name}`} />
    </>
  );
}

const meta = {
  title: 'Offers/Exclusives/Overlays',
  component: Overlays,
  args: { which: 'tpx_know_more' },
  decorators: [
    (Story) => (
      <OverlayProvider>
        <Story />
      </OverlayProvider>
    ),
  ],
} satisfies Meta<typeof Overlays>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `tpx_know_more`: the know-more picture, header and sub-header from the home data, the card states, See all. */
export const KnowMore: Story = {
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: exclusiveData.headerKnowMore });
    await expect(panel).toHaveAccessibleDescription(exclusiveData.subHeaderKnowMore);
    await expect(within(panel).getByRole('heading', { name: 'How exclusives work' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'See all exclusives' })).toHaveAttribute('href', '/categories/tpxclusives');
  },
};

/** `tp_exclusive_info`: one live event's when, prices, key points and View offer. */
export const ExclusiveInfo: Story = {
  args: { which: 'tp_exclusive_info' },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Sunburn Arena Night: members-only pit access' });
    await expect(within(sheet).getByRole('list', { name: 'Key points' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'View offer' })).toBeVisible();
  },
};

/** A card's Details opens its info sheet. */
export const FromTheCard: StoryObj<typeof ExclusiveCard> = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <ExclusiveCard offer={exclusiveAt('upcoming', now)} headingLevel="h2" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Details/ }));
    await expect(await screen.findByRole('dialog', { name: 'Sunburn Arena Night: members-only pit access' })).toBeVisible();
  },
};
