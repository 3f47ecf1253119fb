import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Snackbar } from './Snackbar';

const meta = {
  title: 'Design system/Snackbar',
  component: Snackbar,
  args: { onReload: fn(), onHide: fn() },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8: shown 1 s after the device goes offline, for as long as it stays offline. */
export const Offline: Story = {
  args: { title: 'You are offline', message: 'Please check your internet connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are offline');
  },
};

/** Spec §8: back online, with RELOAD; hides itself 5 s after it shows. */
export const OnlineWithReload: Story = {
  args: { title: 'You are online', message: 'Please try refreshing the page now', reload: true, autoHide: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'RELOAD' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
