import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScrollTable } from './ScrollTable';

const rows = [
  ['Credit card', 'Axis Bank', 'Active', '₹42,300'],
  ['Home loan', 'HDFC Bank', 'Active', '₹18,50,000'],
  ['Personal loan', 'Bajaj Finserv', 'Closed', '₹0'],
];

const meta = {
  title: 'Design system/ScrollTable',
  component: ScrollTable,
  args: {
    caption: 'Accounts',
    children: (
      <>
        <thead>
          <tr>
            {['Type', 'Lender', 'Status', 'Balance'].map((heading) => (
              <th key={heading} scope="col" style={{ textAlign: 'left', padding: 8, whiteSpace: 'nowrap' }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[1]}>
              {row.map((cell) => (
                <td key={cell} style={{ padding: 8, whiteSpace: 'nowrap' }}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ScrollTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caption names the table and its region; a screen reader hears it, the page shows the heading above. */
export const HiddenCaption: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Accounts' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Accounts' })).toBeInTheDocument();
  },
};

export const ShownCaption: Story = { args: { showCaption: true } };

/** Inside a section named like the table, the region takes a name of its own (landmarks must differ). */
export const InNamedSection: Story = {
  args: { regionLabel: 'Accounts table' },
  decorators: [
    (Story) => (
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Accounts</h2>
        {Story()}
      </section>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Accounts' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Accounts table' })).toBeInTheDocument();
  },
};

/** Narrower than its table: the table scrolls in its own box, which Tab reaches (the arrow keys then scroll it). */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Accounts' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
