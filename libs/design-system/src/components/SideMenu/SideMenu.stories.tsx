import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { sideMenuBrand, sideMenuDownload, sideMenuItems } from './SideMenu.fixtures';

function SideMenuDemo(props: SideMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <SideMenu
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/SideMenu',
  component: SideMenu,
  render: (args) => <SideMenuDemo {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { open: true, title: 'Menu', brand: sideMenuBrand, items: sideMenuItems, download: sideMenuDownload, onOpenChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a dropdown expanded. */
export const Open: Story = {
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const benefits = within(menu).getByRole('button', { name: 'Benefits' });
    await userEvent.click(benefits);
    await expect(benefits).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('link', { name: 'Dining' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Download Now' })).toBeVisible();
  },
};

/** Escape closes it and focus returns to the button that opened it. */
export const ClosesWithEscape: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Without the app block. */
export const WithoutDownload: Story = { args: { download: undefined } };
