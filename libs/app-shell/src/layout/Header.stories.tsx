import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headerKinds } from '../routing/registry';
import { Header } from './Header';

const meta = {
  title: 'App shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'standard', isServed: (_path: string): boolean => true },
  argTypes: { kind: { control: 'inline-radio', options: headerKinds.filter((kind) => kind !== 'none') } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const PartnerColours: Story = { args: { kind: 'partner' } };

/** On a page deeper in the site, the current section is marked. */
export const OnBenefits: Story = { parameters: { route: '/categories' } };

/** Only pages the partner serves are linked: with none served, only Home shows. */
export const NothingElseServed: Story = {
  args: { isServed: (path: string): boolean => path === '/' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
  },
};

/** Payment pages: the logo alone. */
export const LogoOnly: Story = {
  args: { kind: 'logo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A visitor sees 'sign in'; a member sees Profile instead. */
export const Visitor: Story = { args: { account: { status: 'visitor', onSignIn: () => {} } } };
export const Member: Story = { args: { account: { status: 'member', firstName: 'Aarav' } } };
