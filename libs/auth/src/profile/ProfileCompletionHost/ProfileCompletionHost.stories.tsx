import { ApiError } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { makeUser, memoryStorage } from '../../testing';
import { completeProfile, newGuestNamedMember } from '../testing/fixtures';
import { ProfileStoryFrame, type ProfileStoryFrameProps } from '../testing/ProfileStoryFrame';
import { ProfileCompletionHost } from './ProfileCompletionHost';

/** The host as the shell mounts it, with a session of the story's own and dismissals kept in memory. */
function HostDemo(props: Omit<ProfileStoryFrameProps, 'children'>) {
  const [storage] = useState(memoryStorage);
  return (
    <ProfileStoryFrame {...props}>
      <p>The page behind the prompt.</p>
      <ProfileCompletionHost storage={storage} />
    </ProfileStoryFrame>
  );
}

const meta = {
  title: 'Auth/Profile completion',
  component: HostDemo,
  args: { user: newGuestNamedMember() },
  argTypes: { user: { control: false }, onUpdate: { control: false } },
} satisfies Meta<typeof HostDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** capture_name_pop_up: a member still called "Guest" must give a name; there is no way out. */
export const NamePrompt: Story = {
  name: 'Name (not dismissable)',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What should we call you?' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** Saving the name moves straight on to the city, then the gender. */
export const NameThenCityThenGender: Story = {
  name: 'Name, then city, then gender',
  play: async () => {
    const nameDialog = await screen.findByRole('dialog', { name: 'What should we call you?' });
    await userEvent.type(within(nameDialog).getByRole('textbox', { name: 'First name' }), 'Asha');
    await userEvent.click(within(nameDialog).getByRole('button', { name: 'Save' }));
    const cityDialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await userEvent.type(await within(cityDialog).findByRole('searchbox', { name: 'Search for your city' }), 'mum');
    await userEvent.click(within(cityDialog).getByRole('radio', { name: /^Mumbai/ }));
    await userEvent.click(within(cityDialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('dialog', { name: 'What is your gender?' })).toBeInTheDocument();
  },
};

/** A name the server refuses: its message shows under the field. */
export const NameRefused: Story = {
  name: 'Name refused by the server',
  args: {
    onUpdate: () => {
      throw new ApiError(400, { success: false, responseMessage: 'firstName is not a valid value', userMessage: 'Please enter a valid value', systemErrorCode: '410' });
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What should we call you?' });
    const field = within(dialog).getByRole('textbox', { name: 'First name' });
    await userEvent.type(field, 'Zed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid value'));
  },
};

/** city_selection_pop_up: a text filter over the city list; dismissable. */
export const CityPrompt: Story = {
  name: 'City',
  args: { user: makeUser({ ...completeProfile, city: null }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await userEvent.type(await within(dialog).findByRole('searchbox', { name: 'Search for your city' }), 'maha');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/**
 * The list is still on its way when the name step is saved. (A first prompt waits for its list
 * instead, so the sheet enters whole: the City story.)
 */
export const CityLoading: Story = {
  name: 'City, list loading',
  args: { user: newGuestNamedMember(), citiesDelayMs: 60_000 },
  play: async () => {
    const nameDialog = await screen.findByRole('dialog', { name: 'What should we call you?' });
    await userEvent.type(within(nameDialog).getByRole('textbox', { name: 'First name' }), 'Asha{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading cities…');
  },
};

/** gender_selection_pop_up: Male, Female or Other; dismissable. */
export const GenderPrompt: Story = {
  name: 'Gender',
  args: { user: makeUser({ ...completeProfile, gender: null }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What is your gender?' });
    await expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['M', 'F', 'N']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Please select an option');
  },
};

/** "Not now" closes the prompt for the rest of the visit. */
export const GenderDismissed: Story = {
  name: 'Gender, dismissed',
  args: { user: makeUser({ ...completeProfile, gender: null }) satisfies User },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What is your gender?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
