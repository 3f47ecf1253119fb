import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { sideMenuBrand, sideMenuDownload, sideMenuItems } from './SideMenu.fixtures';

function Page(props: Partial<SideMenuProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu title="Menu" brand={sideMenuBrand} items={sideMenuItems} download={sideMenuDownload} {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('SideMenu', () => {
  it('opens as a modal dialog with the logo, the items and the app download block, and locks the page', async () => {
    render(<Page />);
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Prime Rewards' })).toHaveAttribute('href', '/');
    const nav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Partner site' })).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Partner site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(menu).getByText('Download the app')).toBeInTheDocument();
    expect(within(menu).getByText('For a better experience')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', sideMenuDownload.href);
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('a dropdown is a disclosure button that shows and hides its links', async () => {
    render(<Page />);
    const menu = await openMenu();
    const benefits = within(menu).getByRole('button', { name: 'Benefits' });
    expect(benefits).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Dining' })).toBeNull();
    await userEvent.click(benefits);
    expect(benefits).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Dining' })).toHaveAttribute('href', '/categories/dining');
    await userEvent.click(benefits);
    expect(within(menu).queryByRole('link', { name: 'Dining' })).toBeNull();
  });

  it('keeps focus inside, closes with Escape and gives focus back', async () => {
    render(<Page />);
    const menu = await openMenu();
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('hands plain clicks on its own links to the router and closes', async () => {
    const onNavigate = vi.fn();
    render(<Page onNavigate={onNavigate} />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(onNavigate).toHaveBeenCalledWith('/blog');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the close button closes it', async () => {
    render(<Page />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
