import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { spaces } from '../../styles/layout.css';
import { Columns } from './Columns';
import { columnRepeats, columnsElements } from './Columns.css';

const tiles = ['Dining', 'Travel', 'Entertainment', 'Wellness', 'Shopping', 'Music'];

function Tile({ children }: { children: string }) {
  return <div style={{ padding: vars.space.standard, background: vars.color.surface, border: `1px solid ${vars.color.border}` }}>{children}</div>;
}

const meta = {
  title: 'Design system/Columns',
  component: Columns,
  args: {
    as: 'ul',
    space: 'standard',
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    'aria-label': 'Categories',
    children: tiles.map((name) => (
      <li key={name}>
        <Tile>{name}</Tile>
      </li>
    )),
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    repeat: { control: 'inline-radio', options: columnRepeats },
    as: { control: 'select', options: columnsElements },
    children: { control: false },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  name: 'One, two, then three columns',
  play: async ({ canvas }) => {
    // 1280 px: desktop, three equal columns.
    const [first, second, third, fourth] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBe(first!.top);
    await expect(fourth!.top).toBeGreaterThan(first!.top);
    await expect(Math.abs(first!.width - second!.width)).toBeLessThanOrEqual(1);
  },
};

export const MinimumWidth: Story = {
  name: 'As many as fit at 260 px',
  args: { columns: undefined, minColumnWidth: 260 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    for (const item of items) await expect(item.width).toBeGreaterThanOrEqual(260);
  },
};

export const FitFewChildren: Story = {
  name: 'Two children share the row (fit)',
  args: {
    columns: undefined,
    minColumnWidth: 160,
    repeat: 'fit',
    children: tiles.slice(0, 2).map((name) => (
      <li key={name}>
        <Tile>{name}</Tile>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list').getBoundingClientRect();
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second!.right).toBeCloseTo(list.right, 0);
    await expect(first!.width).toBeGreaterThan(160);
  },
};
