import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DIGITS } from '../rules/cardDigits';
import { CardDigits } from './CardDigits';

/** The digits as a page holds them: in state, cleared by the error icon (which also drops the error). */
function Harness({ initial = EMPTY_DIGITS, error, onContinue = () => undefined }: { initial?: readonly string[]; error?: string; onContinue?: () => void }) {
  const [digits, setDigits] = useState<readonly string[]>(initial);
  const [shownError, setShownError] = useState(error);
  return (
    <CardDigits
      digits={digits}
      onDigitsChange={(next) => {
        setDigits(next);
        setShownError(undefined);
      }}
      onContinue={onContinue}
      error={shownError}
      onClear={() => {
        setDigits(EMPTY_DIGITS);
        setShownError(undefined);
      }}
    />
  );
}

const field = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((position) => (field(position) as HTMLInputElement).value).join('');

describe('CardDigits', () => {
  it('shows the prompt and the note, six numeric fields in a labelled group, and no Continue yet', () => {
    render(<Harness />);
    expect(screen.getByText('Please enter the first 6 digits of a valid Visa Signature credit card.*')).toBeInTheDocument();
    expect(screen.getByText("*This is to verify the card's eligibility.")).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'First 6 digits of your Visa Signature credit card' });
    const fields = within(group).getAllByRole('textbox');
    expect(fields).toHaveLength(6);
    for (const input of fields) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'off');
    }
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('moves forward as digits are typed, ignores letters, and shows Continue once all six are in', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    render(<Harness onContinue={onContinue} />);
    await user.click(field(1));
    await user.keyboard('4a1');
    expect(values()).toBe('41');
    expect(field(3)).toHaveFocus();
    await user.keyboard('1111');
    expect(values()).toBe('411111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('Enter in a field submits once all six are in', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={['4', '1', '1', '1', '1', '1']} onContinue={onContinue} />);
    await user.click(field(6));
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('a paste keeps only digits and fills from the focused field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field(2));
    await user.paste('ab 98-76');
    expect(values()).toBe('9876');
    expect(field(6)).toHaveFocus();
    await user.click(field(1));
    await user.paste('4111 1111 1111 1111');
    expect(values()).toBe('411111');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('Backspace empties a field, then moves back and empties the one before', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['4', '1', '1', '', '', '']} />);
    await user.click(field(3));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('41');
    expect(field(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('4');
    expect(field(2)).toHaveFocus();
  });

  it('ArrowLeft and ArrowRight move between the fields and stop at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field(1));
    await user.keyboard('{ArrowLeft}');
    expect(field(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(field(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(field(2)).toHaveFocus();
  });

  it('an error shows in red under the digits; its icon clears all six and focuses the first', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['4', '1', '1', '1', '1', '1']} error="This card is not a Visa Signature credit card." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This card is not a Visa Signature credit card.');
    expect(field(1)).toHaveAttribute('aria-invalid', 'true');
    expect(field(1)).toHaveAccessibleDescription('This card is not a Visa Signature credit card.');
    await user.click(screen.getByRole('button', { name: 'Clear card digits' }));
    expect(values()).toBe('');
    expect(field(1)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('is read-only while the card is checked', async () => {
    const user = userEvent.setup();
    const onDigitsChange = vi.fn();
    const onContinue = vi.fn();
    render(<CardDigits digits={['4', '1', '1', '1', '1', '1']} onDigitsChange={onDigitsChange} onContinue={onContinue} onClear={() => undefined} pending />);
    await user.click(field(1));
    await user.keyboard('9{Backspace}');
    expect(onDigitsChange).not.toHaveBeenCalled();
    // Busy, not disabled (it keeps focus): pressing it checks nothing more.
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    expect(proceed).toHaveAttribute('aria-busy', 'true');
    await user.click(proceed);
    expect(onContinue).not.toHaveBeenCalled();
  });
});
