import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqCategories } from '../testing/fixtures';
import { FaqList } from './FaqList';

const meta = {
  title: 'Content/FaqList',
  component: FaqList,
  args: { categories: faqCategories },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category links (a scrolling row on phones, a side list on desktop) and closed questions. */
export const Categories: Story = {};

/** A question opened shows its answer. */
export const QuestionOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Is there a free trial?'));
    await waitFor(() => expect(canvas.getByText('Eligible new members can start a 30-day free trial.')).toBeVisible());
  },
};

/** One category: no category links. */
export const SingleCategory: Story = { args: { categories: faqCategories.slice(0, 1) } };

/** No questions yet. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no questions here yet. Please check back soon.')).toBeVisible();
  },
};
