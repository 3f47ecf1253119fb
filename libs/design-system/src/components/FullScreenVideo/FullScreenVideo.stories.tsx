import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { FullScreenVideo, type FullScreenVideoProps } from './FullScreenVideo';

/** Storybook serves the product's sample video and captions under /media (.storybook/main.ts). */
const SAMPLE = { src: '/media/sample-event.webm', type: 'video/webm', captions: { src: '/media/sample-event.vtt' } } as const;

/** Owns the open state like the digital event page, with the Watch button that opens it. */
function VideoDemo(props: FullScreenVideoProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Watch live</Button>
      <FullScreenVideo
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/FullScreenVideo',
  component: FullScreenVideo,
  render: (args) => <VideoDemo {...args} />,
  args: { open: false, onOpenChange: fn(), title: 'Old Delhi food walk with a chef-host', ...SAMPLE, live: true },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof FullScreenVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live stream: opened from its Watch button, at volume 70, closed with Escape; focus goes back. */
export const LiveStream: Story = {
  play: async ({ canvas, args }) => {
    const watch = canvas.getByRole('button', { name: 'Watch live' });
    await userEvent.click(watch);
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await expect(dialog).toBeVisible();
    await expect(screen.getByText('LIVE')).toBeVisible();
    const video = dialog.querySelector('video');
    await waitFor(() => expect(video).toHaveFocus());
    await expect(video?.volume).toBe(0.7);
    await expect(video?.querySelector('track')).toHaveAttribute('kind', 'captions');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(watch).toHaveFocus();
  },
};

/** A recording: no LIVE badge; the close button closes it. */
export const Recording: Story = {
  args: { title: 'Kabir, a play with live music', live: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Watch live' }));
    await screen.findByRole('dialog', { name: args.title });
    await expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open from the start (as a deep link would have it), not autoplaying: the player waits for Play. */
export const OpenWithoutAutoplay: Story = {
  args: { open: true, autoPlay: false, live: false, title: 'Kabir, a play with live music' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: args.title });
    const video = dialog.querySelector('video');
    await expect(video?.paused).toBe(true);
    await expect(video?.volume).toBe(0.7);
  },
};
