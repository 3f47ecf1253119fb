import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextInput, type TextInputProps } from './TextInput';

type HarnessProps = Omit<TextInputProps, 'value' | 'onChange'> & { initialValue?: string; onChange?: (value: string) => void };

/** A parent that owns the value, as every real caller does. */
function Controlled({ initialValue = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TextInput', () => {
  it('is labelled by its visible label', () => {
    render(<Controlled label="Mobile number" />);
    expect(screen.getByText('Mobile number')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Controlled label="Search offers" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toBeInTheDocument();
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    render(<Controlled label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(onChange).toHaveBeenLastCalledWith('Asha');
  });

  it('numeric strips non-digits and asks for the numeric keypad', async () => {
    render(<Controlled label="Mobile number" type="numeric" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '98a7-6 5');
    expect(input).toHaveValue('98765');
  });

  it('rejects typing beyond maxLength instead of accepting it', async () => {
    const onChange = vi.fn();
    render(<Controlled label="OTP" type="numeric" maxLength={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'OTP' });
    await userEvent.type(input, '123456');
    expect(input).toHaveValue('1234');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('rejects a paste that would go beyond maxLength', async () => {
    render(<Controlled label="Gift code" maxLength={8} initialValue="AB" />);
    const input = screen.getByRole('textbox', { name: 'Gift code' });
    await userEvent.click(input);
    await userEvent.paste('CDEFGHIJ');
    expect(input).toHaveValue('AB');
  });

  it('caps any value at 255 characters', async () => {
    render(<Controlled label="Message" />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(300));
    expect(input).toHaveValue('x'.repeat(255));
  });

  it('strips characters matching stripPattern', async () => {
    render(<Controlled label="Gift code" stripPattern={/[^a-z0-9]/i} />);
    const input = screen.getByRole('textbox', { name: 'Gift code' });
    await userEvent.type(input, 'ab-12 #c');
    expect(input).toHaveValue('ab12c');
  });

  it('disallows spaces when asked', async () => {
    render(<Controlled label="Coupon" noSpaces />);
    const input = screen.getByRole('textbox', { name: 'Coupon' });
    await userEvent.type(input, 'SAVE 20');
    expect(input).toHaveValue('SAVE20');
  });

  it('trims the value on blur', async () => {
    const onChange = vi.fn();
    render(<Controlled label="City" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await userEvent.type(input, '  Pune  ');
    expect(input).toHaveValue('  Pune  ');
    await userEvent.tab();
    expect(input).toHaveValue('Pune');
    expect(onChange).toHaveBeenLastCalledWith('Pune');
  });

  it('calls onEnter with the value and does not submit the surrounding form', async () => {
    const onEnter = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Controlled label="Search offers" type="search" onEnter={onEnter} />
        <button type="submit">Go</button>
      </form>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'pizza{Enter}');
    expect(onEnter).toHaveBeenCalledWith('pizza');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wires an error message to the field', () => {
    render(<Controlled label="Email" type="email" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('is not invalid without an error', () => {
    render(<Controlled label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('can be disabled', () => {
    render(<Controlled label="Name" disabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });

  it('passes name, id, placeholder and autoComplete to the input', () => {
    render(<Controlled label="Email" type="email" name="email" id="login-email" placeholder="you@example.com" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  describe('debounced change', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('fires once, 500 ms after typing stops, with the latest value', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onDebouncedChange = vi.fn();
      render(<Controlled label="Search offers" type="search" onDebouncedChange={onDebouncedChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'shoes');
      act(() => vi.advanceTimersByTime(499));
      expect(onDebouncedChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onDebouncedChange).toHaveBeenCalledTimes(1);
      expect(onDebouncedChange).toHaveBeenCalledWith('shoes');
    });

    it('honours a custom delay', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onDebouncedChange = vi.fn();
      render(<Controlled label="Search offers" type="search" debounceMs={200} onDebouncedChange={onDebouncedChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'ab');
      act(() => vi.advanceTimersByTime(200));
      expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('ab');
    });

    it('does not fire after the field is gone', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onDebouncedChange = vi.fn();
      const { unmount } = render(<Controlled label="Search offers" type="search" onDebouncedChange={onDebouncedChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'x');
      unmount();
      act(() => vi.advanceTimersByTime(1000));
      expect(onDebouncedChange).not.toHaveBeenCalled();
    });
  });
});
