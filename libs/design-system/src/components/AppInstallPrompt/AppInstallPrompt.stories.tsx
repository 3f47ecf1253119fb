import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppInstallPrompt } from './AppInstallPrompt';

const meta = {
  title: 'Design system/App install prompt',
  component: AppInstallPrompt,
  args: {
    open: true,
    onOpenChange: () => undefined,
    links: { ios: 'https://apps.example/prime-rewards', android: 'https://play.example/prime-rewards' },
    pathname: '/categories/dining/biryani-bazaar-flat-200',
  },
} satisfies Meta<typeof AppInstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a QR code to scan (phones get a link that opens the app on this offer). */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Get the app' });
    await expect(await within(dialog).findByTitle('QR code for the app')).toBeInTheDocument();
  },
};
