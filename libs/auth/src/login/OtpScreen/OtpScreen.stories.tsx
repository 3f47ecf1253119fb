import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpScreen, type OtpScreenProps } from './OtpScreen';

function Interactive(props: OtpScreenProps) {
  const [otp, setOtp] = useState(props.otp);
  return (
    <div style={{ maxWidth: 420 }}>
      <OtpScreen
        {...props}
        otp={otp}
        onOtpChange={(value) => {
          setOtp(value);
          props.onOtpChange(value);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Auth/Login/OTP_SCREEN',
  component: OtpScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    mobile: '9876543210',
    onEditMobile: fn(),
    otp: '',
    onOtpChange: fn(),
    onOtpComplete: fn(),
    verified: false,
    pending: undefined,
    resendSecondsLeft: 24,
    onResend: fn(),
    onVerify: fn(),
  },
  argTypes: { pending: { control: 'inline-radio', options: [undefined, 'verify', 'resend', 'continue'] } },
} satisfies Meta<typeof OtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {
  name: 'Counting down',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(canvas.getByText('+91 9876543210')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:24');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enter OTP' }), '482913');
    await expect(args.onOtpComplete).toHaveBeenCalledWith('482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit mobile number' }));
    await expect(args.onEditMobile).toHaveBeenCalledTimes(1);
  },
};

export const ResendEnabled: Story = {
  name: 'Resend enabled',
  args: { resendSecondsLeft: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { otp: '111111', otpError: 'Please enter a valid OTP', resendSecondsLeft: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Enter OTP' })).toHaveAccessibleDescription('Please enter a valid OTP');
  },
};

export const TooManyAttempts: Story = {
  name: 'Error: too many attempts (416)',
  args: { otp: '111111', otpError: 'You have exceeded the maximum number of attempts. Please try again later', resendSecondsLeft: 0 },
};

export const Verifying: Story = { args: { otp: '482913', pending: 'verify' } };

/** An email login: the screen says the code went to the address by email. */
export const SentByEmail: Story = {
  name: 'Sent by email',
  args: { email: 'ananya@mail.example.in' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('OTP sent by email to')).toBeVisible();
    await expect(canvas.getByText('ananya@mail.example.in')).toBeVisible();
    await expect(canvas.queryByText(/\+91/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit email address' }));
    await expect(args.onEditMobile).toHaveBeenCalledTimes(1);
  },
};

export const Verified: Story = {
  args: { otp: '482913', verified: true, resendSecondsLeft: 9 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
    await expect(canvas.getByRole('textbox', { name: 'Enter OTP' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'VERIFY OTP' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

export const Resending: Story = { args: { otp: '', pending: 'resend', resendSecondsLeft: 0 } };

export const ResendRefused: Story = {
  name: 'Resend refused for the number',
  args: { resendSecondsLeft: 0, mobileError: 'You have exceeded the maximum number of attempts. Please try again later' },
};
