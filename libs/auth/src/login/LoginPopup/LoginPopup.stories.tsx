import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthTestProviders } from '../../testing';
import { LoginPopup, type LoginPopupProps } from './LoginPopup';
import { LoginPopupProvider, useLoginPopup } from './LoginPopupProvider';

/** The dialog has finished its enter animation (350 ms), so what it shows is fully visible. */
async function settled(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

/** The popup as a page holds it: open from the start, closable, with fake account calls. */
function OpenPopup(props: LoginPopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <AuthTestProviders>
      <LoginPopup
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </AuthTestProviders>
  );
}

const meta = {
  title: 'Auth/Login/LoginPopup',
  component: LoginPopup,
  render: (args) => <OpenPopup {...args} />,
  args: { open: true, onOpenChange: fn(), onLoggedIn: fn() },
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterMobile: Story = {
  name: 'ENTER_MOBILE',
  play: async () => {
    const dialog = await settled(await screen.findByRole('dialog', { name: 'Login' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'JOIN NOW' })).toBeDisabled();
  },
};

/** Mobile → JOIN NOW → the code screen → six digits verify by themselves. */
export const ToVerified: Story = {
  name: 'Mobile to verified code',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    const popup = within(dialog);
    await userEvent.type(popup.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await userEvent.click(popup.getByRole('button', { name: 'JOIN NOW' }));
    await popup.findByRole('heading', { name: 'Enter OTP' });
    await expect(popup.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await userEvent.type(popup.getByRole('textbox', { name: 'Enter OTP' }), '482913');
    await expect(await popup.findByText('Verified')).toBeVisible();
  },
};

export const ConfirmMobile: Story = {
  name: 'CONFIRM_MOBILE (single sign-on mobile)',
  args: { ssoMobile: '9876543210' },
  play: async () => {
    const dialog = await settled(await screen.findByRole('dialog', { name: 'Login' }));
    await expect(within(dialog).getByRole('button', { name: 'CONFIRM AND PROCEED' })).toBeEnabled();
  },
};

export const RetailPrefilled: Story = {
  name: 'Retail partner: prefilled, with helper text',
  args: { ssoMobile: '9876543210', variant: { retail: true, helperText: 'Enter the mobile number you registered with at enrolment' } },
};

export const CouponRegister: Story = {
  name: 'Second retail partner: CLAIM OFFER',
  args: { variant: { couponField: { buttonTag: 'Register' } } },
};

export const CardNetwork: Story = {
  name: 'Card-network modal',
  args: { variant: { cardNetworkModal: true } },
};

function SignInButton() {
  const popup = useLoginPopup();
  return (
    <button type="button" onClick={() => popup.open()}>
      sign in
    </button>
  );
}

/** How the header opens it: `useLoginPopup().open()` below the provider the shell mounts. */
export const FromTheHeader: Story = {
  name: 'Opened from sign in',
  render: () => (
    <AuthTestProviders>
      <LoginPopupProvider>
        <SignInButton />
      </LoginPopupProvider>
    </AuthTestProviders>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'sign in' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
