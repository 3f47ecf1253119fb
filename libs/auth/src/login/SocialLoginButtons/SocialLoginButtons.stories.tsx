import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialLoginButtons } from './SocialLoginButtons';
import { SOCIAL_LOGIN_FAILED_MESSAGE } from './socialLogin';

const meta = {
  title: 'Auth/Login/SocialLoginButtons',
  component: SocialLoginButtons,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialLoginButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the mobile login on the core site's popup and /login. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/nc/um/social/v1/google/start');
    await expect(canvas.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', '/nc/um/social/v1/facebook/start');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Back from a social login that failed (denied consent, a bad state, a refused account). */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SOCIAL_LOGIN_FAILED_MESSAGE);
  },
};

/** Opened for the free trial: the API is told, so the trial follows the sign-in. */
export const ForTheFreeTrial: Story = {
  args: { origin: 'TRIAL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/nc/um/social/v1/google/start?origin=TRIAL');
  },
};

/** One provider only. */
export const GoogleOnly: Story = {
  args: { providers: ['google'] },
};
