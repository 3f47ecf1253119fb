import { byPath, errorResponse, makeSavingsBreakdown, ok, TestApiProvider, type Responder } from '@rewards/api-client/testing';
import { SessionProvider } from '@rewards/auth';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import { OverlayProvider } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { SavingsPrompt } from './SavingsPrompt';
import { createSavingsPromptStore } from './savingsPrompts';

const OFFER = 'tandoor-tales-weekday-buffet';

interface PromptDemoProps {
  /** The codes just handed out, with what each saves. */
  codes: { code: string; savings: number }[];
  respond: Responder;
}

/** The prompt right after the coupon drawer closed on freshly generated codes. */
function PromptDemo({ codes, respond }: PromptDemoProps) {
  const [session] = useState(() => testSessionStore(makeUser({ ...paidMembership, totalSavings: 3196 })));
  const [prompts] = useState(() => {
    const store = createSavingsPromptStore();
    for (const { code, savings } of codes) store.noteCode(OFFER, code, savings);
    return store;
  });
  return (
    <TestApiProvider respond={respond}>
      <SessionProvider store={session}>
        <OverlayProvider>
          <SavingsPrompt offerName={OFFER} companyName="Tandoor Tales" store={prompts} delayMs={0} />
        </OverlayProvider>
      </SessionProvider>
    </TestApiProvider>
  );
}

const savings = (total: number) => byPath({ '/nc/prime/savings': () => ok(makeSavingsBreakdown({ totalSavings: total, itemisedSavings: total, comparison: { basis: 'PAID', amount: 999, ratio: Math.floor((total / 999) * 10) / 10 } })) });

const meta = {
  title: 'Offers/Savings prompt',
  component: PromptDemo,
  args: { codes: [{ code: 'TNDR-7Q2K-AB12', savings: 600 }], respond: savings(3796) },
  argTypes: { codes: { control: false }, respond: { control: false } },
} satisfies Meta<typeof PromptDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCode: Story = {
  name: 'After one code',
  play: async () => {
    const prompt = await screen.findByRole('dialog', { name: 'You saved ₹600' });
    await expect(await within(prompt).findByText('₹3,796')).toBeVisible();
    await expect(within(prompt).getByRole('link', { name: 'See your savings' })).toBeVisible();
  },
};

export const TwoCodes: Story = {
  name: 'After two codes',
  args: {
    codes: [
      { code: 'TNDR-7Q2K-AB12', savings: 600 },
      { code: 'TNDR-9XY3-CD34', savings: 600 },
    ],
    respond: savings(4396),
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'You saved ₹1,200' })).toHaveAccessibleDescription('with your 2 Tandoor Tales codes');
  },
};

/** The total could not be read: the prompt still tells what the code saved. */
export const TotalUnavailable: Story = {
  name: 'Total unavailable',
  args: { respond: byPath({ '/nc/prime/savings': () => errorResponse(500, 'TP500', 'Something went wrong') }) },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'You saved ₹600' })).toBeVisible();
  },
};
