import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SystemPage } from './SystemPage';

const SYSTEM_PAGE_TEXTS = {
  overload: { heading: 'We are a little busy right now', message: 'Too many members are using the site at the moment, so we could not load this page.' },
  downtime: { heading: 'We will be back shortly', message: 'The site is down for scheduled maintenance.' },
};

const meta = {
  title: 'App shell/System pages',
  component: SystemPage,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'overload', onRetry: fn() },
} satisfies Meta<typeof SystemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /system-overload: the server answered 429. */
export const Overload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: SYSTEM_PAGE_TEXTS.overload.heading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'RETRY' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'TAKE ME HOME' })).toHaveAttribute('href', '/');
  },
};

/** /downtime and /down-time: scheduled maintenance. */
export const Downtime: Story = {
  args: { kind: 'downtime' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: SYSTEM_PAGE_TEXTS.downtime.heading })).toBeVisible();
  },
};
