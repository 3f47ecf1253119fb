import { examplePartners } from '@rewards/partner/examples';
import { PartnerProvider } from '@rewards/partner';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LogoutToContinueDialog } from './LogoutToContinueDialog';

describe('LogoutToContinueDialog', () => {
  it('asks a card-network member to log out, naming the partner’s product', async () => {
    const onOpenChange = vi.fn();
    const onLogout = vi.fn();
    const user = userEvent.setup();
    render(
      <PartnerProvider partner={examplePartners.core}>
        <LogoutToContinueDialog open onOpenChange={onOpenChange} onLogout={onLogout} />
      </PartnerProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Logout to Continue' });
    expect(dialog).toHaveAccessibleDescription('Please log out to avail Prime Rewards membership using your Visa Signature Card');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
