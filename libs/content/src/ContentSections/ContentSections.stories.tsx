import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage, generalTerms } from '../testing/fixtures';
import { ContentSections } from './ContentSections';

const meta = {
  title: 'Content/ContentSections',
  component: ContentSections,
  args: { sections: generalTerms.sections },
} satisfies Meta<typeof ContentSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, paragraphs and a bulleted list, as the terms pages show them. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Using benefits' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A first section without a heading (an introduction), then a list-only section. */
export const UntitledIntroduction: Story = { args: { sections: aboutPage.sections } };

/** Under an h2 of the page's own. */
export const Nested: Story = { args: { headingLevel: 3 } };

/** No sections: nothing at all. */
export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
