import type { Responder } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import { Button } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { approvedRequest, makeStudentRequest, rejectedRequest, studentFile, studentServer } from '../testing/fixtures';
import { StudentStoryFrame } from '../testing/StudentStoryFrame';
import { StudentOfferOverlay } from './StudentOfferOverlay';

interface PopupDemoProps {
  user: User | null;
  respond: Responder;
}

function Reopen() {
  const modal = useOverlay('student_offer_modal');
  return <Button onClick={() => modal.show()}>Verify student status</Button>;
}

/** student_offer_modal as the shell hosts it: open, and reopened by the button behind it. */
function PopupDemo({ user, respond }: PopupDemoProps) {
  return (
    <StudentStoryFrame user={user} respond={respond} modalOpen>
      <Reopen />
      <StudentOfferOverlay uploadMs={600} />
    </StudentStoryFrame>
  );
}

const member = makeUser({ ...paidMembership, firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@mail.com' });
const TITLE = 'Verify your student status';

const meta = {
  title: 'Student offer/Popup',
  component: PopupDemo,
  args: { user: member, respond: studentServer() },
  argTypes: { user: { control: false }, respond: { control: false } },
} satisfies Meta<typeof PopupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without a request: the form, their name and email filled in. */
export const Form: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** After Submit: the server's message and the request under review. */
export const Submitted: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'College name' }), 'Government Arts College');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pin code' }), '600001');
    await userEvent.upload(within(dialog).getByLabelText('Upload student ID'), studentFile());
    await within(dialog).findByText('student-id.pdf is ready to send');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByText('Your documents have been submitted for verification')).toBeVisible();
    await expect(within(dialog).getByText('Submitted — under review')).toBeVisible();
  },
};

/** A visitor: asked to sign in first. */
export const Visitor: Story = {
  args: { user: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(within(dialog).getByRole('button', { name: 'Sign in to verify' })).toBeVisible();
  },
};

/** A request under review: its state, no form. */
export const UnderReview: Story = {
  args: { respond: studentServer({ latest: makeStudentRequest() }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(await within(dialog).findByText('Submitted — under review')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { respond: studentServer({ latest: approvedRequest }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(await within(dialog).findByText('Approved')).toBeVisible();
  },
};

/** Rejected: the reviewer's note above the form, to send again. */
export const Rejected: Story = {
  args: { respond: studentServer({ latest: rejectedRequest }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(await within(dialog).findByText(/The ID card has expired/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
