import { errorResponse, never } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { respondWith, sectionStory } from '../testing';
import { emptyQueue, studentServer } from './testing/fixtures';
import StudentsSection from './StudentsSection';

const QueueDemo = sectionStory('/students/*', StudentsSection);

const meta = {
  title: 'Console/Student requests/Queue',
  component: QueueDemo,
  ...respondWith(studentServer()),
  parameters: { route: '/students' },
} satisfies Meta<typeof QueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting requests, oldest first; on a phone the table scrolls in its own region. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Student requests' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Requests waiting for a decision, oldest first' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Riya Sharma' })).toHaveAttribute('href', '/students/3f1c7a52-5b1e-4d55-9a57-0d1f2b0c9e11');
  },
};

export const NothingWaiting: Story = {
  args: { respond: emptyQueue },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests waiting')).toBeVisible();
  },
};

/** The state filter: approved requests (none in this server). */
export const FilteredByState: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Show' }), 'APPROVED');
    await expect(await canvas.findByText('No approved requests')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { respond: () => never() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading requests…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { respond: () => errorResponse(500, 'TP500', 'We are facing some issues. Please try again in a while.') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We are facing some issues. Please try again in a while.');
  },
};
