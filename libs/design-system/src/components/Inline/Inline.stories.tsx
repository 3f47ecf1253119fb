import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { spaces } from '../../styles/layout.css';
import { Button } from '../Button';
import { Inline } from './Inline';
import { inlineAlignments, inlineElements, inlineVerticalAlignments } from './Inline.css';

const meta = {
  title: 'Design system/Inline',
  component: Inline,
  args: {
    space: 'small',
    'aria-label': 'Actions',
    children: [
      <Button key="save">Save</Button>,
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="help" variant="ghost" size="small">
        Help
      </Button>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
    as: { control: 'select', options: inlineElements },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    // Side by side, 8 px apart.
    await expect(cancel.left - save.right).toBe(8);
    await expect(cancel.top).toBe(save.top);
  },
};

export const CentredVertically: Story = {
  name: 'Centred vertically',
  args: { alignY: 'center' },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const help = canvas.getByRole('button', { name: 'Help' }).getBoundingClientRect();
    await expect(Math.abs(save.top + save.height / 2 - (help.top + help.height / 2))).toBeLessThanOrEqual(1);
  },
};

export const SpaceBetween: Story = {
  name: 'Space between',
  args: { align: 'spaceBetween' },
  play: async ({ canvas }) => {
    const row = canvas.getByLabelText('Actions').getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: 'Help' }).getBoundingClientRect().right).toBe(row.right);
  },
};

export const Wrapping: Story = {
  name: 'Wraps in a narrow space',
  render: (args) => (
    <div style={{ width: 200 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const help = canvas.getByRole('button', { name: 'Help' }).getBoundingClientRect();
    await expect(help.top).toBeGreaterThan(save.top);
  },
};

export const ChipList: Story = {
  name: 'A list of chips',
  args: {
    as: 'ul',
    'aria-label': 'Categories',
    children: ['Dining', 'Travel', 'Entertainment', 'Wellness'].map((name) => <li key={name}>{name}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
