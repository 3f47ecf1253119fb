import { byPath, emptySavingsBreakdown, errorResponse, makeSavingsBreakdown, never, ok, testApi } from '@rewards/api-client/testing';
import type { SavingsBreakdown } from '@rewards/api-contract';
import { AuthTestProviders, fakeAuthApi, makeUser, testSessionStore } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SavingsTracker } from './SavingsTracker';

type Answer = SavingsBreakdown | 'loading' | 'error';

/** The tracker for a signed-in member, over a fake server answering its one call. */
function SavingsDemo({ answer }: { answer: Answer }) {
  const [store] = useState(() => testSessionStore(makeUser({ primeProfile: 5, totalSavings: 0 })));
  const [api] = useState(() =>
    testApi(
      byPath({
        '/nc/prime/savings': () => (answer === 'loading' ? never() : answer === 'error' ? errorResponse(500, 'TP500', 'Something went wrong') : ok(answer)),
      }),
      { authApi: fakeAuthApi() },
    ),
  );
  return (
    <AuthTestProviders api={api} store={store}>
      <div style={{ maxWidth: 760 }}>
        <SavingsTracker />
      </div>
    </AuthTestProviders>
  );
}

const meta = {
  title: 'Payment/Savings tracker',
  component: SavingsDemo,
  parameters: { route: '/profile' },
  args: { answer: makeSavingsBreakdown() },
  argTypes: { answer: { control: false } },
} satisfies Meta<typeof SavingsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four months, two categories, three brands; ₹999 paid. */
export const PaidMember: Story = {
  name: 'Paid member with savings',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹3,196')).toBeVisible();
    await expect(canvas.getByText('You have saved 3.1 times what you paid (₹999)')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Savings by month' })).toBeVisible();
  },
};

/** 'Show as table': every breakdown as a table with its total. */
export const AsTables: Story = {
  name: 'As tables',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    const months = canvas.getByRole('table', { name: 'Savings by month' });
    await expect(within(months).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Savings by brand' })).toBeVisible();
  },
};

/** A long history: the chart keeps the latest 12 months (6 on a phone). */
export const LongHistory: Story = {
  name: 'Eighteen months',
  args: {
    answer: (() => {
      const months = Array.from({ length: 18 }, (_, i) => {
        const n = 2025 * 12 + 5 + i;
        const savings = [299, 0, 600, 1200, 450, 899][i % 6] as number;
        return { month: `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`, savings, count: savings > 0 ? 1 : 0 };
      });
      const total = months.reduce((sum, month) => sum + month.savings, 0);
      const count = months.reduce((sum, month) => sum + month.count, 0);
      return makeSavingsBreakdown({
        totalSavings: total,
        itemisedSavings: total,
        count,
        months,
        categories: [{ slug: 'dining', name: 'Dining', savings: total, count }],
        brands: [{ slug: 'tandoor-tales', name: 'Tandoor Tales', savings: total, count }],
        comparison: { basis: 'PAID', amount: 1998, ratio: Math.floor((total / 1998) * 10) / 10 },
        paidAmount: 1998,
      });
    })(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Savings by month, the latest 12 months' })).toBeVisible();
  },
};

/** A demo total above the itemised codes: the rest is 'Earlier savings' in every breakdown. */
export const EarlierSavings: Story = {
  name: 'With earlier savings',
  args: { answer: makeSavingsBreakdown({ totalSavings: 4850, earlierSavings: 1654, paidAmount: 0, comparison: { basis: 'PLAN_PRICE', amount: 999, ratio: 4.8 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have saved 4.8 times the price of a membership (₹999)')).toBeVisible();
    await expect(canvas.getAllByText('Earlier savings (not itemised)')).toHaveLength(2);
  },
};

export const NoSavingsYet: Story = {
  name: 'No savings yet',
  args: { answer: emptySavingsBreakdown() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have not saved with your membership yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answer: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your savings…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { answer: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load your savings. Please try again.');
  },
};
