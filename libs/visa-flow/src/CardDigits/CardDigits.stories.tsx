import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EMPTY_DIGITS } from '../rules/cardDigits';
import { CardDigits } from './CardDigits';

interface DemoProps {
  initial: readonly string[];
  error?: string;
  pending?: boolean;
  onContinue: () => void;
}

/** The digits as the flow holds them: in state; the error icon clears them and the message. */
function DigitsDemo({ initial, error, pending, onContinue }: DemoProps) {
  const [digits, setDigits] = useState(initial);
  const [shownError, setShownError] = useState(error);
  return (
    <div style={{ maxWidth: 420 }}>
      <CardDigits
        digits={digits}
        onDigitsChange={setDigits}
        onContinue={onContinue}
        error={shownError}
        onClear={() => {
          setDigits(EMPTY_DIGITS);
          setShownError(undefined);
        }}
        pending={pending ?? false}
      />
    </div>
  );
}

const meta = {
  title: 'Visa flow/Card digits',
  component: DigitsDemo,
  args: { initial: EMPTY_DIGITS, onContinue: fn() },
  argTypes: { initial: { control: false } },
} satisfies Meta<typeof DigitsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, position: number) =>
  canvas.getByRole('textbox', { name: `Digit ${position} of 6` });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please enter the first 6 digits of a valid Visa Signature credit card.*')).toBeVisible();
    await expect(canvas.getByText("*This is to verify the card's eligibility.")).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'First 6 digits of your Visa Signature credit card' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

/** Typed one digit at a time (and a letter, which never enters): Continue appears at the sixth. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(field(canvas, 1));
    await userEvent.keyboard('41x1');
    await expect(field(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('111');
    await expect(field(canvas, 6)).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { initial: ['4', '1', '1', '1', '1', '1'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A pasted card number keeps only its digits, from the focused field on. */
export const Pasted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas, 1));
    await userEvent.paste('4111 1111 1111 1111');
    await expect(field(canvas, 6)).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(field(canvas, 5)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

/** TP400: the message in red under the digits; the error icon clears all six. */
export const Refused: Story = {
  name: 'Error (TP400)',
  args: { initial: ['4', '0', '0', '0', '0', '0'], error: 'This card is not a Visa Signature credit card. Please try another card.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This card is not a Visa Signature credit card.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear card digits' }));
    await waitFor(() => expect(field(canvas, 1)).toHaveFocus());
    await expect(field(canvas, 1)).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The card is being checked: read-only, Continue waits. */
export const Validating: Story = {
  args: { initial: ['4', '1', '1', '1', '1', '1'], pending: true },
  play: async ({ args, canvas }) => {
    // Busy, not disabled: it keeps its place in the tab order and says why it waits.
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(field(canvas, 1)).toHaveAttribute('readonly');
  },
};
