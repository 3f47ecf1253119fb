import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { PauseButton } from './PauseButton';

const meta = {
  title: 'Design system/PauseButton',
  component: PauseButton,
  args: { paused: false, onToggle: () => undefined, pauseLabel: 'Stop the scrolling text', playLabel: 'Start the scrolling text' },
} satisfies Meta<typeof PauseButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Pressing it stops what moves; its name then says it will start it again. */
export const Toggles: Story = {
  render: function Render(args) {
    const [paused, setPaused] = useState(false);
    return <PauseButton {...args} paused={paused} onToggle={() => setPaused((value) => !value)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the scrolling text' }));
    await expect(canvas.getByRole('button', { name: 'Start the scrolling text' })).toBeInTheDocument();
  },
};

export const Paused: Story = { args: { paused: true } };
