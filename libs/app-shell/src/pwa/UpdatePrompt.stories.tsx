import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';
import { announceUpdate } from './updates';

/** A new build's worker waiting; RELOAD here only says it was pressed (the app reloads into the new build). */
function WaitingUpdate() {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    announceUpdate(() => setPressed(true));
    return () => announceUpdate(null);
  }, []);
  return (
    <>
      {pressed ? <p>Reloading into the new version…</p> : null}
      <UpdatePrompt />
    </>
  );
}

const meta = {
  title: 'Shell/New version prompt',
  component: WaitingUpdate,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WaitingUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The installed app found a new build: the member chooses when to reload (docs/installable-app.md). */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/A new version is ready/);
    await userEvent.click(canvas.getByRole('button', { name: 'RELOAD' }));
    await expect(canvas.getByText('Reloading into the new version…')).toBeVisible();
  },
};
