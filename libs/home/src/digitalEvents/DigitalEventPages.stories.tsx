import type { DigitalEvent } from '@rewards/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';
import { Component as SlikePaywall } from '../routes/slikePaywall';
import { DigitalEventView } from './DigitalEventView';
import { makeDigitalEvent, recordedDigitalEvent, upcomingDigitalEvent } from './testing';

/** Storybook serves the product's sample video and captions under /media (.storybook/main.ts). */
function inStorybook(event: DigitalEvent): DigitalEvent {
  return event.video ? { ...event, posterUrl: null, video: { ...event.video, url: '/media/sample-event.webm', captionsUrl: '/media/sample-event.vtt' } } : { ...event, posterUrl: null };
}

/** /digital-event/{offerName} in each state, and /slike-paywall. */
const meta = {
  title: 'Offers/Pages/Digital events',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live now: Watch live opens the `full_screen_video` overlay at volume 70; Escape closes it. */
export const LiveNow: Story = {
  render: () => <DigitalEventView event={inStorybook(makeDigitalEvent())} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LIVE NOW')).toBeVisible();
    const watch = canvas.getByRole('button', { name: 'Watch live' });
    await userEvent.click(watch);
    const dialog = await screen.findByRole('dialog', { name: 'A night of Sufi music at member prices' });
    await expect(dialog.querySelector('video')?.volume).toBe(0.7);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(watch).toHaveFocus();
  },
};

/** Upcoming: when it starts, and a countdown; nothing to watch yet. */
export const Upcoming: Story = {
  render: () => <DigitalEventView event={inStorybook(upcomingDigitalEvent())} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Starts on /)).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Watch/ })).not.toBeInTheDocument();
  },
};

/** Over, with its recording. */
export const Recorded: Story = {
  render: () => <DigitalEventView event={inStorybook(recordedDigitalEvent())} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Watch the recording' })).toBeVisible();
  },
};

/** A signed-in account without a membership: offered one instead of Watch. */
export const NotAMember: Story = {
  render: () => <DigitalEventView event={inStorybook(makeDigitalEvent({ mayWatch: false, video: null }))} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'JOIN NOW' })).toBeVisible();
  },
};

/** Where a partner video player sends a visitor: join or sign in. */
export const SlikePaywallPage: Story = {
  name: '/slike-paywall',
  parameters: { route: '/slike-paywall?returnUrl=%2Fdigital-event%2Fmehfil-live-sufi-night' },
  render: () => (
    <StoryFrame>
      <SlikePaywall />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This video is for members' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'START FREE TRIAL' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to watch' })).toBeVisible();
  },
};
