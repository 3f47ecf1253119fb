import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { respondWith, sectionStory } from '../testing';
import CampaignsSection from './CampaignsSection';
import { campaignServer } from './testing/fixtures';

const EditorDemo = sectionStory('/campaigns/*', CampaignsSection);

const meta = {
  title: 'Console/Campaigns/Editor',
  component: EditorDemo,
  ...respondWith(campaignServer()),
  parameters: { route: '/campaigns/festive-sale', layout: 'fullscreen' },
} satisfies Meta<typeof EditorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published campaign: the form beside the member site's own campaign view (under it at 390 px). */
export const Published: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaign festive-sale' })).toBeVisible();
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('button', { name: 'Join now at ₹799.20' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  },
};

/** What is typed shows in the preview at once; saving makes it 'Published, with unpublished changes'. */
export const EditedAndSaved: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Festive sale, last days');
    await expect(within(canvas.getByRole('region', { name: 'Preview' })).getByRole('heading', { level: 3, name: 'Festive sale, last days' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Draft saved.');
    await expect(canvas.getByText(/Status: Published, with unpublished changes/)).toBeVisible();
  },
};

/** A refused publish: the reason next to its field and summarised in an alert. */
export const PublishRefused: Story = {
  args: { respond: campaignServer({ refusePublish: true }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The campaign cannot be published yet');
    await expect(canvas.getByRole('textbox', { name: 'Button text colour' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new campaign: the URL name field, and the preview once the draft is saved. */
export const NewCampaign: Story = {
  parameters: { route: '/campaigns/new' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL name' })).toBeVisible();
  },
};
