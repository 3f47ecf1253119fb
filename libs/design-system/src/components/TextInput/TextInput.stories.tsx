import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { textInputTypes } from './sanitiseInput';
import { TextInput, type TextInputProps } from './TextInput';

/** Owns the value like a real screen does, and still reports every change to the actions panel. */
function ControlledTextInput(props: TextInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <TextInput
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
  title: 'Design system/TextInput',
  component: TextInput,
  render: (args) => <ControlledTextInput {...args} />,
  args: {
    label: 'Full name',
    value: '',
    onChange: fn(),
    onEnter: fn(),
    onDebouncedChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: textInputTypes },
    stripPattern: { control: false },
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'As on your ID', autoComplete: 'name', name: 'name' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
    await expect(args.onChange).toHaveBeenLastCalledWith('Asha Rao');
  },
};

export const Filled: Story = { args: { value: 'Asha Rao' } };

export const HiddenLabel: Story = {
  name: 'Search with a hidden label',
  args: { label: 'Search offers', hideLabel: true, type: 'search', placeholder: 'Search brands and offers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search offers' })).toBeVisible();
    // The label is still in the page for screen readers, but takes no visible space.
    const label = canvas.getByText('Search offers');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Numeric: Story = {
  name: 'Numeric (mobile number)',
  args: { label: 'Mobile number', type: 'numeric', maxLength: 10, autoComplete: 'tel-national', placeholder: '10-digit mobile number' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '98a76-54 3210');
    await expect(input).toHaveValue('9876543210');
    // An eleventh digit is rejected, not accepted.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onChange).toHaveBeenLastCalledWith('9876543210');
  },
};

export const StripPattern: Story = {
  name: 'Gift code (strips symbols, no spaces)',
  args: { label: 'Gift code', stripPattern: /[^a-z0-9]/i, noSpaces: true, placeholder: 'e.g. WELCOME50' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Gift code' });
    await userEvent.type(input, 'WEL-COME 50!');
    await expect(input).toHaveValue('WELCOME50');
  },
};

export const EnterHandler: Story = {
  name: 'Enter runs the handler, not the form',
  render: (args) => (
    <form aria-label="Search" onSubmit={(event) => event.preventDefault()} style={{ display: 'flex', gap: 12, alignItems: 'flex-end', maxWidth: 480 }}>
      <ControlledTextInput {...args} />
      <Button type="submit">Search</Button>
    </form>
  ),
  args: { label: 'Search offers', type: 'search' },
  play: async ({ canvas, args }) => {
    const submits: Event[] = [];
    canvas.getByRole('form', { name: 'Search' }).addEventListener('submit', (event) => submits.push(event));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search offers' }), 'pizza{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith('pizza');
    await expect(submits).toHaveLength(0);
    // The form itself still works: its button submits it.
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(submits).toHaveLength(1);
  },
};

export const Debounced: Story = {
  name: 'Debounced change (500 ms)',
  args: { label: 'Search offers', type: 'search' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search offers' });
    await userEvent.type(input, 'shoes');
    await expect(args.onDebouncedChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDebouncedChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('shoes');
  },
};

export const TrimOnBlur: Story = {
  name: 'Trims on blur',
  args: { label: 'City' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.type(input, '  Pune  ');
    await userEvent.tab();
    await expect(input).toHaveValue('Pune');
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { label: 'Email', type: 'email', value: 'asha@', error: 'Enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { label: 'Registered mobile', type: 'tel', value: '98765 43210', disabled: true },
};

export const LongValue: Story = {
  name: 'Long value (capped at 255)',
  args: {
    label: 'Delivery instructions',
    value: 'Please leave the parcel with the security guard at the main gate of the society. '.repeat(4),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery instructions' });
    await expect((input as HTMLInputElement).value.length).toBe(255);
  },
};
