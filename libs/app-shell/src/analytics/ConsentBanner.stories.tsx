import { createConsentStore } from '@rewards/analytics';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

/** A store of its own per story (nothing written to the browser's storage). */
function BannerDemo() {
  const [store] = useState(() => {
    const items = new Map<string, string>();
    return createConsentStore({ getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) });
  });
  return <ConsentBanner store={store} privacyLink={<a href="/privacy-policy">Privacy policy</a>} />;
}

const meta = {
  title: 'Shell/Consent banner',
  component: BannerDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown only when GA4 or the pixel is configured and the visitor has not decided. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cookies for analytics and ads' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
