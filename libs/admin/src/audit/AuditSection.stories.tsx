import { never } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { respondWith, sectionStory } from '../testing';
import AuditSection from './AuditSection';
import { auditServer, manyEntries, serverFailure } from './testing/fixtures';

const AuditDemo = sectionStory('/audit/*', AuditSection);

const meta = {
  title: 'Console/Audit log',
  component: AuditDemo,
  ...respondWith(auditServer()),
  parameters: { route: '/audit' },
} satisfies Meta<typeof AuditDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day's entries, newest first; on a phone the table scrolls in its own region. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Audit entries, newest first' })).toBeVisible();
  },
};

/** One entry's before and after, opened: the changed fields, then the whole values. */
export const BeforeAndAfter: Story = {
  name: 'Before and after',
  play: async ({ canvas }) => {
    // Two entries changed 2 fields (a decision and a block): open the block's.
    const entries = await canvas.findByRole('table', { name: 'Audit entries, newest first' });
    const row = within(entries)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('adminBlockMember') !== null);
    if (!row) throw new Error('No adminBlockMember entry in the table');
    await userEvent.click(within(row).getByText('Before and after, 2 fields changed'));
    const changes = await within(row).findByRole('table', { name: 'Changes of adminBlockMember on member sso_8f2k1m3n' });
    await expect(within(changes).getByRole('row', { name: 'blocked false true' })).toBeVisible();
    await expect(within(changes).getByRole('row', { name: 'reason — Chargeback fraud reported by the bank' })).toBeVisible();
    await expect(within(row).getByLabelText('After, as recorded')).toHaveTextContent('"reason": "Chargeback fraud reported by the bank"');
  },
};

/** Filtered by staff email and day (the filters live in the address). */
export const Filtered: Story = {
  parameters: { route: '/audit?staff=marketer&from=2026-11-20' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Audit entries matching the filters, newest first' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Staff email contains' })).toHaveValue('marketer');
  },
};

export const NothingMatches: Story = {
  name: 'Nothing matches',
  parameters: { route: '/audit?action=adminNothing' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No entries match these filters.'));
  },
};

/** More than a page: 'Load more' asks for the entries below the last one. */
export const MoreToLoad: Story = {
  name: 'More to load',
  args: { respond: auditServer({ entries: manyEntries(75) }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('75 entries shown.'));
  },
};

export const Loading: Story = {
  args: { respond: () => never() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the audit log…');
  },
};

export const Failed: Story = {
  args: { respond: auditServer({ fail: serverFailure }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  },
};
