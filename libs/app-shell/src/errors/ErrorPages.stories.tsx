import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';

const meta = {
  title: 'App shell/Error pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

export const NotFound: StoryObj = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(canvas.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'TAKE ME HOME' })).toHaveAttribute('href', '/');
    const explore = canvas.getByRole('region', { name: 'Explore all benefits' });
    await expect(within(explore).getAllByRole('link')).toHaveLength(3);
  },
};

export const ServerError: StoryObj<{ onRetry: () => void }> = {
  args: { onRetry: fn() },
  render: (args) => <ServerErrorPage onRetry={args.onRetry} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ERROR 500. Looks like something is broken')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'RETRY' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
