import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './Field';
import { useStepFocus } from './useStepFocus';

describe('FieldError', () => {
  it('is an alert, read from the accessibility tree as it appears', () => {
    render(<FieldError id="pan-error">Please enter a valid PAN</FieldError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid PAN');
  });
});

function Steps() {
  const [step, setStep] = useState<'loading' | 'form' | 'done'>('loading');
  const ref = useStepFocus<HTMLDivElement>(step === 'loading' ? null : step);
  return (
    <div ref={ref}>
      {step === 'loading' ? <button onClick={() => setStep('form')}>Loaded</button> : null}
      {step === 'form' ? (
        <>
          <h2>Your details</h2>
          <button onClick={() => setStep('done')}>Send</button>
        </>
      ) : null}
      {step === 'done' ? <p>Sent</p> : null}
    </div>
  );
}

describe('useStepFocus', () => {
  it('leaves focus alone for the first step (after loading), then moves it to the next step\'s heading, or the step itself', async () => {
    render(<Steps />);
    await userEvent.click(screen.getByRole('button', { name: 'Loaded' }));
    const heading = screen.getByRole('heading', { name: 'Your details' });
    expect(heading).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // No heading in the last step: the container takes focus (focusable by script only).
    const container = screen.getByText('Sent').parentElement!;
    expect(container).toHaveFocus();
    expect(container).toHaveAttribute('tabindex', '-1');
  });
});
