import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SSO_ID, blockedMember, makeMember, memberServer } from './testing/fixtures';
import { respondWith } from '../testing';
import { MembersStoryFrame } from './testing/MembersStoryFrame';

const meta = {
  title: 'Console/Members/Member',
  component: MembersStoryFrame,
  parameters: { layout: 'padded', route: `/members/${SSO_ID}` },
  ...respondWith(memberServer()),
} satisfies Meta<typeof MembersStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid member with an order, codes and a co-brand claim; contacts masked. */
export const PaidMember: Story = {
  name: 'Paid member',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
    await expect(canvas.getByText('+91 98xxxxxx10 (verified)')).toBeVisible();
  },
};

/** Reveal asks why in a dialog, then shows the full contact. */
export const Reveal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reveal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reveal the contact' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Why do you need the full contact?' }), 'Member on the phone, ticket 4411');
    await userEvent.click(dialog.getByRole('button', { name: 'Reveal contact' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Contact revealed.'));
    await expect(canvas.getByText('ravi.kumar@example.com (verified)')).toBeVisible();
  },
};

/** The block dialog, open (focus in the reason field). */
export const BlockDialog: Story = {
  name: 'Block dialog',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block the member' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Why block?' })).toHaveFocus());
  },
};

export const Blocked: Story = {
  args: { respond: memberServer({ member: blockedMember() }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Blocked on .* by support@staff\.example: Chargeback fraud, ticket 7/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock' })).toBeVisible();
  },
};

/** Registered, never a member: every list empty, said in words. */
export const NewMember: Story = {
  name: 'New member, nothing yet',
  args: {
    respond: memberServer({
      member: makeMember({
        name: null,
        email: null,
        emailVerified: false,
        membership: { state: 'none', primeProfile: 0, planName: null, variantName: null, startDate: null, endDate: null, autoRenewal: false, scheduledStartDate: null },
        orders: [],
        codesRedeemed: [],
        referralCode: null,
        couponCodes: [],
        claims: [],
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Member without a name' })).toBeVisible();
    await expect(canvas.getByText('No orders.')).toBeVisible();
  },
};

/** A member with a card link and a student request. */
export const CardAndStudent: Story = {
  name: 'Card link and student request',
  args: {
    respond: memberServer({
      member: makeMember({
        card: {
          network: 'VISA',
          activations: [
            {
              channelId: 'VISA_SIGNATURE',
              cardName: 'Visa Signature',
              bin: '414367',
              action: 'ACTIVATE_FUTURE',
              activationDate: '2026-12-01',
              startDate: '2026-11-30T18:30:00.000Z',
              endDate: '2027-11-30T18:30:00.000Z',
              grantedAt: null,
            },
          ],
        },
        studentRequest: { requestId: '3f1c7a52', state: 'REJECTED', submittedAt: '2026-11-10T04:30:00.000Z', decidedAt: '2026-11-11T06:00:00.000Z', decisionNote: 'The ID card has expired.' },
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Card-network member: VISA')).toBeVisible();
    await expect(canvas.getByText('The ID card has expired.')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { route: '/members/sso_nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No member has this id.');
  },
};
