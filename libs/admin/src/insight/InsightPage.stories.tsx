import { never } from '@rewards/api-client/testing';
import { ClockProvider, fixedClock } from '@rewards/clock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { respondWith, sectionStory, type SectionStoryProps } from '../testing';
import { emptyFunnel, emptyVitals, INSIGHT_NOW, insightServer } from './testing/fixtures';
import InsightSection from './InsightSection';

/** The insight section at the story's route (`parameters.route`) over a fake API, on a fixed day (20 Nov 2026). */
const InsightRoutes = sectionStory('/insight/*', InsightSection, { main: true });

function InsightDemo({ respond }: SectionStoryProps) {
  return (
    <ClockProvider clock={fixedClock(INSIGHT_NOW)}>
      <InsightRoutes respond={respond} />
    </ClockProvider>
  );
}

const meta = {
  title: 'Console/Insight',
  component: InsightDemo,
  ...respondWith(insightServer()),
  parameters: { route: '/insight' },
} satisfies Meta<typeof InsightDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days by channel: the funnel's chart with its table, and the web vitals per page and device. */
export const ByChannel: Story = {
  name: 'By channel',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insight' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /Funnel by channel/ })).toBeVisible();
    // the chart is a lazy chunk (recharts), slow to arrive on a loaded machine, as the PDF viewer's
    await expect(await canvas.findByRole('img', { name: /Bar chart of the funnel by channel/ }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Web vitals at the 75th percentile, per page and device' })).toHaveTextContent('3,250 msNeeds improvement');
  },
};

export const ByPartner: Story = {
  name: 'By partner',
  parameters: { route: '/insight?from=2026-10-22&to=2026-11-20&by=partner' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: /Funnel by partner/ })).toHaveTextContent('Shopper Rewards');
  },
};

/** Choosing the grouping and a preset from the keyboard-usable controls. */
export const BySourceLastWeek: Story = {
  name: 'By source, last 7 days',
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group by' }), 'First-touch source');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 14 Nov 2026 to 20 Nov 2026 (India time).'));
    await expect(await canvas.findByRole('table', { name: /Funnel by first-touch source/ })).toHaveTextContent('newsletter');
  },
};

/** A whole year: the analytics events cover only the last 90 days, and the page says so. */
export const LongPeriod: Story = {
  name: 'A year',
  parameters: { route: '/insight?from=2025-11-21&to=2026-11-20' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Visits and sign-ins cover only the last 90 days/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { respond: () => never() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the funnel…')).toBeVisible();
    await expect(canvas.getByText('Loading the web vitals…')).toBeVisible();
  },
};

export const NothingCounted: Story = {
  name: 'Nothing counted',
  args: { respond: insightServer({ funnel: (_by, period) => emptyFunnel(period), vitals: emptyVitals }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing was counted in this period.')).toBeVisible();
    await expect(await canvas.findByText('No web vitals were reported in this period.')).toBeVisible();
  },
};

/** An end before the start is explained at once; nothing is asked of the API. */
export const EndBeforeStart: Story = {
  name: 'End before start',
  parameters: { route: '/insight?from=2026-11-20&to=2026-11-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
  },
};

export const ServerFailure: Story = {
  name: 'Server failure',
  args: { respond: insightServer({ failure: { status: 500, code: 'TP500', message: 'Something went wrong. Please try again later.' } }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
  },
};
