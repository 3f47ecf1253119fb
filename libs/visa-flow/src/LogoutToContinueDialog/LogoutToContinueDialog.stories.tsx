import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogoutToContinueDialog } from './LogoutToContinueDialog';

function DialogDemo({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Join Now
      </button>
      <LogoutToContinueDialog open={open} onOpenChange={setOpen} onLogout={onLogout} />
    </>
  );
}

const meta = {
  title: 'Visa flow/Logout to continue',
  component: DialogDemo,
  args: { onLogout: fn() },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card-network member trying the normal membership: the text names the partner's product. */
export const LogoutToContinue: Story = {
  name: 'Logout to Continue',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Logout to Continue' });
    await expect(within(dialog).getByText(/^Please log out to avail .+ membership using your Visa Signature Card$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
