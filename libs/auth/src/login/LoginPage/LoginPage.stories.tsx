import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthTestProviders } from '../../testing';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Auth/Login/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
  render: (args) => (
    <AuthTestProviders>
      <LoginPage {...args} />
    </AuthTestProviders>
  ),
  args: { onLoggedIn: fn() },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByText('One membership, unlimited benefits')).toBeVisible();
    await expect(canvas.getByText('20+ Subscriptions | 40+ Offerings')).toBeVisible();
  },
};

export const Prefilled: Story = {
  name: 'Prefilled from ?mobile=',
  parameters: { route: '/login?mobile=9876543210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876543210');
    await expect(canvas.getByRole('button', { name: 'JOIN NOW' })).toBeEnabled();
  },
};

export const CodeScreen: Story = {
  name: 'OTP_SCREEN on the page',
  parameters: { route: '/login?mobile=9876543210' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'JOIN NOW' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Enter OTP' })).toBeVisible();
  },
};
