import { errorResponse, type Responder } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { StudentOfferOverlay } from '../StudentOfferModal';
import { approvedRequest, makeStudentRequest, rejectedRequest, studentServer } from '../testing/fixtures';
import { StudentStoryFrame } from '../testing/StudentStoryFrame';
import { Component } from './studentOffer';

interface PageDemoProps {
  user: User | null;
  respond: Responder;
}

/** /student-offer with the popup the shell hosts beside it. */
function PageDemo({ user, respond }: PageDemoProps) {
  return (
    <StudentStoryFrame user={user} respond={respond}>
      <Component />
      <StudentOfferOverlay />
    </StudentStoryFrame>
  );
}

const member = makeUser({ ...paidMembership });

const meta = {
  title: 'Student offer/Page',
  component: PageDemo,
  parameters: { layout: 'fullscreen', route: '/student-offer' },
  args: { user: null, respond: studentServer() },
  argTypes: { user: { control: false }, respond: { control: false } },
} satisfies Meta<typeof PageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: what the offer is, and signing in. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Student offer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in to verify' })).toBeVisible();
  },
};

/** A member who has not sent their documents: 'Verify student status' opens the popup. */
export const NoRequest: Story = {
  name: 'Member, no request yet',
  args: { user: member },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify student status' }));
    await expect(await screen.findByRole('dialog', { name: 'Verify your student status' })).toBeVisible();
  },
};

export const UnderReview: Story = {
  name: 'Member, under review',
  args: { user: member, respond: studentServer({ latest: makeStudentRequest() }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Submitted — under review')).toBeVisible();
  },
};

export const Approved: Story = {
  name: 'Member, approved',
  args: { user: member, respond: studentServer({ latest: approvedRequest }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Approved')).toBeVisible();
  },
};

export const Rejected: Story = {
  name: 'Member, rejected',
  args: { user: member, respond: studentServer({ latest: rejectedRequest }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The ID card has expired/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send documents again' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Member, request not readable',
  args: { user: member, respond: studentServer({ latest: () => errorResponse(500, 'TP500', 'Something went wrong') }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load your student verification.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
