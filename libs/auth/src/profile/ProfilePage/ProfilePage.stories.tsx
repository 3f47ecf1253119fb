import { ApiError } from '@rewards/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeUser } from '../../testing';
import { completeProfile, expiredMember, paidMember, trialMember } from '../testing/fixtures';
import { ProfileStoryFrame, type ProfileStoryFrameProps } from '../testing/ProfileStoryFrame';
import { ProfilePage } from './ProfilePage';

const now = new Date('2026-03-15T06:30:00Z');

function ProfileDemo(props: Omit<ProfileStoryFrameProps, 'children'>) {
  return (
    <ProfileStoryFrame {...props}>
      <ProfilePage now={now} />
    </ProfileStoryFrame>
  );
}

const meta = {
  title: 'Auth/Profile page',
  component: ProfileDemo,
  parameters: { route: '/profile' },
  args: { user: paidMember() },
  argTypes: { user: { control: false }, onUpdate: { control: false } },
} satisfies Meta<typeof ProfileDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidMember: Story = {
  name: 'Paid member',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(canvas.getByText('Active member')).toBeVisible();
    await expect(canvas.getByText('₹4,850')).toBeVisible();
    await expect(canvas.getByText('+91 98765 43210')).toBeVisible();
  },
};

export const TrialMember: Story = {
  name: 'Free trial',
  args: { user: trialMember() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free trial')).toBeVisible();
    await expect(canvas.getByText('31 Mar 2099')).toBeVisible();
  },
};

export const ExpiredMember: Story = {
  name: 'Expired membership',
  args: { user: expiredMember() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Membership expired')).toBeVisible();
    await expect(canvas.getByText('Ended on')).toBeVisible();
  },
};

/** Missing details read "Not added". */
export const IncompleteProfile: Story = {
  name: 'Incomplete profile',
  args: { user: makeUser({ ...completeProfile, email: null, city: null, gender: null, lastName: null, primeProfile: 0, totalSavings: 0 }) },
};

export const Editing: Story = {
  args: { updateDelayMs: 600 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const form = canvas.getByRole('form', { name: 'Edit profile' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'City' })).toBeEnabled());
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'City' }), 'Mumbai');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(within(form).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Profile updated'));
  },
};

/** Client-side checks: an error under each field. */
export const InvalidFields: Story = {
  name: 'Invalid fields',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First name' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Please enter your first name');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

/** The server refuses the email (auth 403): the catalogue text shows under the email field. */
export const EmailRefused: Story = {
  name: 'Email refused by the server',
  args: {
    onUpdate: () => {
      throw new ApiError(400, { success: false, responseMessage: 'email is not a valid address', userMessage: 'Please enter a valid email address', systemErrorCode: '403' });
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@mailinator.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
  },
};

export const Loading: Story = {
  name: 'Session loading',
  args: { status: 'loggingIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile…');
  },
};
