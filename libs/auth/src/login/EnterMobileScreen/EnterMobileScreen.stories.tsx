import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_MESSAGES, INVALID_MOBILE_MESSAGE } from '@rewards/api-contract';
import { useT } from '@rewards/i18n';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { checkLoginEmail } from '../../rules/email';
import { canSubmitMobile, enterMobileAction } from '../../rules/enterMobileAction';
import { authCatalogue } from '../../i18n/catalogue';
import { validateMobile } from '../../rules/mobile';
import { EnterMobileScreen, type EnterMobileScreenProps } from './EnterMobileScreen';

/** Owns the number and the code like the flow does, so typing works and the rules apply. */
function Interactive(props: EnterMobileScreenProps) {
  const t = useT(authCatalogue);
  const [mobile, setMobile] = useState(props.mobile);
  const [code, setCode] = useState(props.code);
  const [revealed, setRevealed] = useState(props.codeRevealed);
  const [identifierType, setIdentifierType] = useState(props.identifierType ?? 'mobile');
  const email = identifierType === 'email' ? checkLoginEmail(mobile) : undefined;
  const check = email ? { valid: email.valid, error: undefined } : validateMobile(t, mobile);
  const action = enterMobileAction(props.variant);
  return (
    <div style={{ maxWidth: 420 }}>
      <EnterMobileScreen
        {...props}
        mobile={mobile}
        onMobileChange={(value) => {
          setMobile(identifierType === 'email' ? value : validateMobile(t, value).value);
          props.onMobileChange(value);
        }}
        identifierType={identifierType}
        onIdentifierTypeChange={
          props.onIdentifierTypeChange &&
          ((value) => {
            setIdentifierType(value);
            setMobile('');
            props.onIdentifierTypeChange?.(value);
          })
        }
        mobileError={props.mobileError ?? check.error}
        code={code}
        onCodeChange={(value) => {
          setCode(value.toUpperCase());
          props.onCodeChange(value);
        }}
        codeRevealed={revealed}
        onRevealCode={() => {
          setRevealed(true);
          props.onRevealCode();
        }}
        action={action}
        canSubmit={canSubmitMobile(email ? email.value !== '' : check.valid, code, action)}
      />
    </div>
  );
}

const meta = {
  title: 'Auth/Login/ENTER_MOBILE',
  component: EnterMobileScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    mobile: '',
    onMobileChange: fn(),
    code: '',
    onCodeChange: fn(),
    codeRevealed: false,
    onRevealCode: fn(),
    action: enterMobileAction(),
    canSubmit: false,
    pending: false,
    onSubmit: fn(),
    titleLevel: 2,
  },
  argTypes: { titleLevel: { control: 'inline-radio', options: [1, 2, 3, 'none'] } },
} satisfies Meta<typeof EnterMobileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByText('+91')).toBeVisible();
    const join = canvas.getByRole('button', { name: 'JOIN NOW' });
    await expect(join).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '98765x43210');
    await expect(join).toBeEnabled();
    await userEvent.click(join);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Valid: Story = { name: 'Valid number', args: { mobile: '9876543210' } };

/** The core site offers email login beside the mobile (co-brands and the variants do not). */
export const EmailLogin: Story = {
  name: 'Email login',
  args: { onIdentifierTypeChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use email instead' }));
    await expect(args.onIdentifierTypeChange).toHaveBeenCalledWith('email');
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(canvas.queryByText('+91')).toBeNull();
    await userEvent.type(field, 'ananya@mail.example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'JOIN NOW' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Use mobile number instead' })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email',
  args: { identifierType: 'email', mobile: 'ananya@mail', mobileError: AUTH_MESSAGES['403'], onIdentifierTypeChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(AUTH_MESSAGES['403']);
  },
};

export const Invalid: Story = {
  name: 'Invalid 10 digits',
  args: { mobile: '5876543210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(INVALID_MOBILE_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'JOIN NOW' })).toBeDisabled();
  },
};

export const CodeRevealed: Story = {
  name: 'Referral/gift code revealed',
  args: { mobile: '9876543210', codeRevealed: true, code: 'WELCOME50' },
};

export const RevealCode: Story = {
  name: 'Reveals the code field',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Have a referral/gift code?' }));
    const code = canvas.getByRole('textbox', { name: 'Referral or gift code' });
    await userEvent.type(code, 'gift100');
    await expect(code).toHaveValue('GIFT100');
  },
};

export const Pending: Story = {
  name: 'Pending (sending the code)',
  args: { mobile: '9876543210', pending: true },
  play: async ({ args, canvas }) => {
    // Busy, not disabled: it keeps its place in the tab order, says it waits, and ignores presses.
    const join = canvas.getByRole('button', { name: 'JOIN NOW' });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await expect(join).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(join);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Server error under the field',
  args: { mobile: '9876543210', mobileError: 'You have exceeded the maximum number of attempts. Please try again later' },
};

export const RetailHelperText: Story = {
  name: 'Retail partner: helper text',
  args: { variant: { retail: true, helperText: 'Enter the mobile number you registered with at enrolment' } },
};

export const CouponRegister: Story = {
  name: 'Second retail partner: Coupon Code, CLAIM OFFER',
  args: { variant: { couponField: { buttonTag: 'Register' } }, mobile: '9876543210' },
  play: async ({ canvas }) => {
    const claim = canvas.getByRole('button', { name: 'CLAIM OFFER' });
    await expect(claim).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon Code' }), 'ss100');
    await expect(claim).toBeEnabled();
  },
};

export const CouponJoinNow: Story = {
  name: 'Second retail partner: Coupon Code, JOIN NOW',
  args: { variant: { couponField: { buttonTag: 'Login' } }, mobile: '9876543210' },
};

export const CardNetwork: Story = {
  name: 'Card-network modal',
  args: { variant: { cardNetworkModal: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We need your mobile number to proceed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
