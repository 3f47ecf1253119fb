import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { digitsOnly, OtpInput, type OtpInputProps } from './OtpInput';

function Controlled(props: Partial<OtpInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <OtpInput
        label="Enter OTP"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <Button onClick={() => setValue('')}>Clear</Button>
    </>
  );
}

// input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const field = () => screen.getByRole('textbox', { name: 'Enter OTP' });

describe('digitsOnly', () => {
  it.each([
    ['123456', 6, '123456'],
    ['12 34-56', 6, '123456'],
    ['Your code is 482913. Do not share it.', 6, '482913'],
    ['1234567', 6, '123456'],
    ['abc', 6, ''],
    ['98765', 4, '9876'],
  ])('%s (length %i) → %s', (raw, length, expected) => {
    expect(digitsOnly(raw, length)).toBe(expected);
  });
});

describe('OtpInput', () => {
  it('is one labelled numeric field that asks for the SMS code', () => {
    render(<Controlled />);
    const input = field();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(screen.getByText('Enter OTP')).toBeVisible();
  });

  it('takes digits only and reports each change', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(field(), '1a2-3');
    expect(field()).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('calls onComplete once with the code when the sixth digit lands', async () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    await userEvent.type(field(), '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(field(), '6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    await userEvent.type(field(), '7');
    expect(field()).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('keeps the digits of a pasted message and completes', async () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    await userEvent.click(field());
    await userEvent.paste('Code: 482-913');
    expect(field()).toHaveValue('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('completes a code pasted over a full wrong one', async () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    await userEvent.type(field(), '111111');
    await userEvent.tripleClick(field());
    await userEvent.paste('222222');
    expect(field()).toHaveValue('222222');
    expect(onComplete.mock.calls).toEqual([['111111'], ['222222']]);
  });

  it('is cleared by its caller through value', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field()).toHaveValue('');
  });

  it('wires an error message to the field', () => {
    render(<Controlled error="Please enter a valid OTP" />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a valid OTP');
  });

  it('is not invalid without an error', () => {
    render(<Controlled />);
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it('can be disabled', () => {
    render(<Controlled disabled />);
    expect(field()).toBeDisabled();
  });

  it('honours another length', async () => {
    const onComplete = vi.fn();
    render(<Controlled length={4} onComplete={onComplete} />);
    await userEvent.type(field(), '9876');
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('can hide its label and still be named by it', () => {
    render(<Controlled hideLabel />);
    expect(field()).toBeInTheDocument();
  });

  it('drops a value set from outside that holds non-digits', () => {
    const { rerender } = render(<OtpInput label="Enter OTP" value="12ab" onChange={() => undefined} />);
    expect(field()).toHaveValue('12');
    act(() => rerender(<OtpInput label="Enter OTP" value="" onChange={() => undefined} />));
    expect(field()).toHaveValue('');
  });
});
