import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportContacts } from './SupportContacts';

const meta = {
  title: 'Content/SupportContacts',
  component: SupportContacts,
  args: {
    contacts: [
      { kind: 'email', label: 'care@primerewards.example', href: 'mailto:care@primerewards.example' },
      { kind: 'phone', label: '1800 102 3456', href: 'tel:18001023456' },
      { kind: 'phone', label: '+91 98765 43210', href: 'tel:+919876543210' },
    ],
  },
} satisfies Meta<typeof SupportContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** Content that names no contacts: nothing is shown. */
export const Empty: Story = { args: { contacts: [] } };
