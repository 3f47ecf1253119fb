import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from './Button.css';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Design system/ButtonLink',
  component: ButtonLink,
  args: { href: '/payment', children: 'Join now', onNavigate: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    target: { control: 'inline-radio', options: [undefined, '_self', '_blank'] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Primary (router navigation)',
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Join now' });
    await expect(link).toHaveAttribute('href', '/payment');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/payment');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', href: '/categories', children: 'Browse categories' } };

export const Ghost: Story = { args: { variant: 'ghost', href: '/tnc', children: 'Terms & Conditions' } };

export const NewTab: Story = {
  name: 'Opens in a new tab',
  args: { href: 'https://partner.example', target: '_blank', children: 'Visit partner site', variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Visit partner site' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'large', children: 'Start free trial' } };
