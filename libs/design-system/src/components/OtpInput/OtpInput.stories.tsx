import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput, type OtpInputProps } from './OtpInput';

/** Owns the value like a real screen does, and still reports every change to the actions panel. */
function ControlledOtpInput(props: OtpInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <OtpInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/OtpInput',
  component: OtpInput,
  render: (args) => <ControlledOtpInput {...args} />,
  args: { label: 'Enter OTP', value: '', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter OTP' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '4a8-29');
    await expect(input).toHaveValue('4829');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '13');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const PartlyFilled: Story = { name: 'Partly filled', args: { value: '482' } };

export const Filled: Story = { args: { value: '482913' } };

export const Pasted: Story = {
  name: 'Paste keeps the digits',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Enter OTP' }));
    await userEvent.paste('Your code is 482913');
    await expect(canvas.getByRole('textbox', { name: 'Enter OTP' })).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { value: '482910', error: 'Please enter a valid OTP' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter OTP' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid OTP');
  },
};

export const Disabled: Story = { args: { value: '482913', disabled: true } };

export const HiddenLabel: Story = { name: 'Hidden label', args: { hideLabel: true } };

export const FourDigits: Story = { name: 'Four digits', args: { length: 4, label: 'Enter the 4-digit PIN' } };
