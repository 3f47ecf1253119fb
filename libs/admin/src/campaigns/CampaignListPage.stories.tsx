import { never, ok } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { respondWith, sectionStory } from '../testing';
import CampaignsSection from './CampaignsSection';
import { campaignServer } from './testing/fixtures';

const CampaignsDemo = sectionStory('/campaigns/*', CampaignsSection);

const meta = {
  title: 'Console/Campaigns/List',
  component: CampaignsDemo,
  ...respondWith(campaignServer()),
  parameters: { route: '/campaigns' },
} satisfies Meta<typeof CampaignsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state in words; on a phone the table scrolls in its own region. */
export const Campaigns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Campaign pages, latest edits first' })).toBeVisible();
    await expect(canvas.getByText('Published, with unpublished changes')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New campaign' })).toHaveAttribute('href', '/campaigns/new');
  },
};

export const Empty: Story = {
  args: { respond: () => ok({ campaigns: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no campaigns yet. Start one with New campaign.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { respond: () => never() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the campaigns…')).toBeVisible();
  },
};
