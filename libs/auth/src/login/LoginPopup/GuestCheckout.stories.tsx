import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthTestProviders, fakeAuthApi, loginResult, otpSent, TEST_SSO_ID } from '../../testing';
import { LoginPopup, type LoginPopupProps } from './LoginPopup';

/** A mobile with no verified account: pre-login GUEST, a SIGN_UP code, then a GUEST session. */
const guestAuthApi = fakeAuthApi({
  preLogin: async (mobile) => ({ loginAllowed: true, mobile, message: '', loginType: 'GUEST' }),
  checkUserExist: async () => ({ statusCode: 205, newUser: true }),
  register: async () => otpSent('SIGN_UP', TEST_SSO_ID),
  newToken: async () => loginResult('SHOW_HOME', { loginType: 'GUEST', mobileVerified: false }),
});

/** The popup the join block opens: a guest checkout (login preference GUEST) for a payment. */
function GuestCheckoutPopup(props: LoginPopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <AuthTestProviders authApi={guestAuthApi}>
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
  title: 'Auth/Login/Guest checkout popup',
  component: LoginPopup,
  render: (args) => <GuestCheckoutPopup {...args} />,
  args: { open: true, origin: 'PAYMENT', loginType: 'GUEST', onOpenChange: fn(), onLoggedIn: fn() },
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mobile → JOIN NOW (pre-login, captcha-protected code) → verified → VERIFY OTP starts a GUEST session. */
export const GuestSession: Story = {
  name: 'Mobile to a GUEST session',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    const popup = within(dialog);
    await userEvent.type(popup.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await userEvent.click(popup.getByRole('button', { name: 'JOIN NOW' }));
    await popup.findByRole('heading', { name: 'Enter OTP' });
    await userEvent.type(popup.getByRole('textbox', { name: 'Enter OTP' }), '482913');
    await expect(await popup.findByText('Verified')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ result: expect.objectContaining({ loginType: 'GUEST' }) })));
  },
};
