import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { spaces } from '../../styles/layout.css';
import { Stack } from './Stack';
import { stackAlignments, stackElements } from './Stack.css';

function Block({ children, wide = false }: { children: string; wide?: boolean }) {
  return (
    <div style={{ padding: vars.space.small, background: vars.color.surface, border: `1px solid ${vars.color.border}`, width: wide ? undefined : 'max-content' }}>
      {children}
    </div>
  );
}

const meta = {
  title: 'Design system/Stack',
  component: Stack,
  args: {
    space: 'standard',
    'aria-label': 'Stack',
    children: [<Block key="1">Choose your plan</Block>, <Block key="2">Apply a code</Block>, <Block key="3">Pay</Block>],
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: stackAlignments },
    as: { control: 'select', options: stackElements },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Choose your plan'), canvas.getByText('Apply a code')];
    // 16 px apart, one under the other, at the same left edge.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(16);
    await expect(second.getBoundingClientRect().left).toBe(first.getBoundingClientRect().left);
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const stack = canvas.getByLabelText('Stack').getBoundingClientRect();
    const item = canvas.getByText('Pay').getBoundingClientRect();
    await expect(Math.abs(item.left - stack.left - (stack.right - item.right))).toBeLessThanOrEqual(1);
  },
};

export const ResponsiveSpace: Story = {
  name: 'Responsive space (small on phones, xlarge from desktop)',
  args: { space: { mobile: 'small', desktop: 'xlarge' } },
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Choose your plan'), canvas.getByText('Apply a code')];
    // The story tests run at 1280 px: the desktop space applies.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(32);
  },
};

export const AsList: Story = {
  name: 'As a list',
  args: {
    as: 'ul',
    'aria-label': 'Benefits',
    children: ['Dining', 'Travel', 'Entertainment'].map((name) => (
      <li key={name}>
        <Block wide>{name}</Block>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const list = canvas.getByRole('list', { name: 'Benefits' });
    await expect(canvas.getByText('Dining').getBoundingClientRect().left).toBe(list.getBoundingClientRect().left);
  },
};

export const LongContent: Story = {
  name: 'Long content never widens it',
  render: (args) => (
    <div style={{ width: 240 }}>
      <Stack {...args}>
        <Block wide>Supercalifragilisticexpialidocious-membership-benefits</Block>
        <Block wide>A short line</Block>
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stack').getBoundingClientRect().width).toBe(240);
  },
};
