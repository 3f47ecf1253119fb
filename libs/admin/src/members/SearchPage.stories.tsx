import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { memberServer, summaries } from './testing/fixtures';
import { respondWith } from '../testing';
import { MembersStoryFrame } from './testing/MembersStoryFrame';

const meta = {
  title: 'Console/Members/Search',
  component: MembersStoryFrame,
  parameters: { layout: 'padded', route: '/members' },
  ...respondWith(memberServer()),
} satisfies Meta<typeof MembersStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a search: one field for a mobile or an email. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile or email' })).toBeVisible();
  },
};

/** A search by mobile: the matches, masked, each a link to the member's page. */
export const Found: Story = {
  parameters: { route: '/members?query=9812345610' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 member has this mobile.'));
    await expect(canvas.getByRole('link', { name: 'Ravi Kumar' })).toBeVisible();
  },
};

/** Several accounts hold one email (one verified, others not yet). */
export const SeveralByEmail: Story = {
  name: 'Several by email',
  parameters: { route: '/members?query=ravi%40example.com' },
  args: {
    respond: memberServer({
      found: [
        ...summaries,
        { ssoId: 'sso_q7w8e9r0', name: null, mobile: null, email: 'ra***@example.com', membershipState: 'none', blocked: false },
        { ssoId: 'sso_z1x2c3v4', name: 'Ravi K', mobile: '+91 70xxxxxx42', email: 'ra***@example.com', membershipState: 'expired', blocked: true },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 members have this email.'));
  },
};

export const NobodyFound: Story = {
  name: 'Nobody found',
  parameters: { route: '/members?query=6000000000' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No member has this mobile.'));
  },
};

/** A query that is neither a mobile nor an email: the API's words. */
export const NeitherMobileNorEmail: Story = {
  name: 'Neither mobile nor email',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile or email' }), 'ravi');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a 10-digit mobile number');
  },
};
