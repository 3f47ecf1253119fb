import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';
import { iconButtonTones } from './IconButton.css';

const shareIcon = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
      fill="currentColor"
    />
  </svg>
);

const editIcon = (
  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M13.6 3.6l2.8 2.8L7 15.8 3.6 16.4l.6-3.4 9.4-9.4z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { label: 'Share', icon: shareIcon, onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: iconButtonTones },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inherit: Story = {
  name: 'Inherit (headers)',
  args: { tone: 'inherit' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Link: Story = {
  args: { tone: 'link', label: 'Edit mobile number', icon: editIcon },
};

export const KeyboardFocus: Story = {
  name: 'Focused from the keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
