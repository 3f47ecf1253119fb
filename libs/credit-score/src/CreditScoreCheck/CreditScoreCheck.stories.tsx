import type { CreditScoreBand } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { makeUser } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bandLabel } from '../rules/score';
import type { CreditServerOptions } from '../testing/creditServer';
import { english } from '../testing/translate';
import { CreditStoryFrame } from '../testing/CreditProviders';
import { bandScores, makeCodeStep, makeCreditReport, TEST_MASKED_PAN, UNKNOWN_PAN } from '../testing/fixtures';
import { CreditScoreCheck } from './CreditScoreCheck';

const member = makeUser();

/** The page over the fake credit server (a sandbox bureau): `user` null for a visitor. */
function CreditPageDemo({ user, server }: { user: User | null; server: CreditServerOptions }) {
  return (
    <CreditStoryFrame user={user} server={server}>
      <CreditScoreCheck />
    </CreditStoryFrame>
  );
}

const meta = {
  title: 'Credit score/Credit score check',
  component: CreditPageDemo,
  parameters: { layout: 'fullscreen', route: '/creditscorecheck' },
  args: { user: member, server: {} },
  argTypes: { user: { control: false }, server: { control: false } },
} satisfies Meta<typeof CreditPageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member on a server with no credit bureau connected (production's default): the notice and nothing else. */
export const Unavailable: Story = {
  args: { server: { unavailable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Credit score checks are not available' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Get my credit score' })).toBeNull();
  },
};

/** A visitor: what the check is, the bureau's terms and a sign-in that keeps them on this page. */
export const Visitor: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your credit score' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Experian terms' })).toHaveAttribute('href', '/experiantnc');
    await expect(canvas.getByRole('button', { name: 'Sign in to check your score' })).toBeVisible();
  },
};

/** A member's first visit: the details form with the consent. */
export const DetailsForm: Story = {
  name: 'Details form',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Full name as on PAN' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /I agree to the Experian terms/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Get my credit score' })).toBeEnabled();
  },
};

/** A returning member's details come back filled in; the PAN only as its last 4. */
export const DetailsFormReturning: Story = {
  name: 'Details form (checked before)',
  args: { server: { details: { name: 'Asha Rao', dateOfBirth: '1990-04-12', maskedPan: TEST_MASKED_PAN } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Full name as on PAN' })).toHaveValue('Asha Rao');
    await expect(canvas.getByText(`You last checked with PAN ${TEST_MASKED_PAN}.`)).toBeVisible();
  },
};

/** A company's PAN is refused here, in the server's words, before the bureau is asked. */
export const PanError: Story = {
  name: 'PAN error',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'PAN' }), 'abcce1234f');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify PAN' }));
    await expect(canvas.getByText('Credit reports are available for individual PANs only')).toBeVisible();
  },
};

/** The bureau knows no such PAN: its words in an alert. */
export const PanNotFound: Story = {
  name: 'PAN not found by the bureau',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'PAN' }), UNKNOWN_PAN);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify PAN' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not find this PAN/);
  },
};

/** A verified PAN, shown masked. */
export const PanVerified: Story = {
  name: 'PAN verified',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'PAN' }), 'ABCPE1234F');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify PAN' }));
    await expect(await canvas.findByText(`PAN verified: ${TEST_MASKED_PAN}`)).toBeVisible();
  },
};

/** The bureau's code step, its resend counting down. */
export const CodeStep: Story = {
  name: 'Code step',
  args: {
    server: { details: { codeStep: makeCodeStep({ resendAvailableAt: new Date(Date.now() + 30_000).toISOString(), expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Enter the 6-digit code sent to +91 XXXXXX3210' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/You can ask for a new code in 00:[0-3]\d/);
  },
};

/** A wrong code: the server's words. */
export const WrongCode: Story = {
  name: 'Code step (wrong code)',
  args: { server: { details: { codeStep: makeCodeStep({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }) } } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Enter the 6-digit code/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid OTP');
  },
};

const reportStory = (band: CreditScoreBand): Story => ({
  name: `Report (${bandLabel(english, band)})`,
  args: { server: { report: makeCreditReport({ score: bandScores[band] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: `Credit score ${bandScores[band]} out of 900, ${bandLabel(english, band)}` })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Accounts' })).toBeVisible();
  },
});

export const ReportPoor = reportStory('POOR');
export const ReportFair = reportStory('FAIR');
export const ReportGood = reportStory('GOOD');
export const ReportVeryGood = reportStory('VERY_GOOD');
export const ReportExcellent = reportStory('EXCELLENT');

/** A report refreshed within the month: when it can be refreshed, and no Refresh yet. */
export const RefreshLocked: Story = {
  name: 'Report (refresh locked)',
  args: { server: { report: makeCreditReport({ refreshAvailableAt: '2030-01-15T06:00:00Z' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You can refresh your report on 15 January 2030')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refresh my report' })).toBeNull();
  },
};

/** A month on: Refresh leads back to the details. */
export const RefreshAllowed: Story = {
  name: 'Report (refresh allowed)',
  args: { server: { report: makeCreditReport({ refreshAvailableAt: '2026-01-01T00:00:00Z' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Refresh my report' })).toBeEnabled();
  },
};

/** A report with nothing in it yet: the empty texts. */
export const ReportEmpty: Story = {
  name: 'Report (no accounts)',
  args: { server: { report: makeCreditReport({ score: 650, accounts: [], enquiries: [], paymentHistory: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No accounts in your report.')).toBeVisible();
    await expect(canvas.getByText('No lender has enquired about your credit.')).toBeVisible();
  },
};
