import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Toast } from './Toast';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  // Long enough that the story does not close itself while it is looked at or scanned.
  args: { onClose: fn(), durationMs: 600_000 },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { tone: 'success', message: 'Your 30 Days Free Trial is now active' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your 30 Days Free Trial is now active');
  },
};

export const ErrorWithTitle: Story = {
  args: { tone: 'error', title: 'Code Not Applied', message: 'Oops! we were unable to apply referral code, please try again', dismissible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Code Not Applied');
  },
};
