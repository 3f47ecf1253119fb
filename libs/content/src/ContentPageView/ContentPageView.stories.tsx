import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { supportContacts } from '../rules/supportContacts';
import { SupportContacts } from '../SupportContacts';
import { aboutPage, generalTerms, supportPage } from '../testing/fixtures';
import { ContentPageView } from './ContentPageView';

const meta = {
  title: 'Content/ContentPageView',
  component: ContentPageView,
  args: { content: generalTerms },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /terms-and-conditions: the title, 'Last updated on …' and the sections. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText(/Last updated on/)).toHaveTextContent('Last updated on 15 January 2026');
  },
};

/** /about: an editorial page, undated. */
export const About: Story = { args: { content: aboutPage, showUpdated: false } };

/** /support: the text, then its contacts as links. */
export const Support: Story = {
  args: { content: supportPage, showUpdated: false, children: <SupportContacts contacts={supportContacts(supportPage)} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'E-mail care@primerewards.example' })).toHaveAttribute('href', 'mailto:care@primerewards.example');
  },
};

/** A page whose sections have not been written yet: the title alone. */
export const NoSections: Story = { args: { content: { ...aboutPage, sections: [] }, showUpdated: false } };
