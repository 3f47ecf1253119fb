import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

/** A page with a trigger, like a real screen: the dialog's open state lives in the caller. */
function Page(props: Partial<DialogProps> & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign in</Button>
      <Dialog
        title="Login"
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <label htmlFor="mobile">Mobile number</label>
        <input id="mobile" />
        <Button onClick={() => setOpen(false)}>Done</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title, with focus inside and the page locked', async () => {
    render(<Page description="Log in with your mobile number" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAccessibleDescription('Log in with your mobile number');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // Focus lands on the first field, not on the close button (which comes last).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('keeps focus inside while open', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Page onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(trigger).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes with its Close button', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click outside when dismissable', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Login' });
    // The page behind a modal takes no pointer events, so the click is dispatched directly.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when not dismissable: no Close button, and Escape or a click outside leave it open', async () => {
    const onOpenChange = vi.fn();
    render(<Page dismissable={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    // The caller can still close it.
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no accessible description unless one is given', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).not.toHaveAttribute('aria-describedby');
  });

  it('after a chain of dialogs (one opening as the other closes) gives focus back to the first one\'s trigger, not to the body', async () => {
    function Chain() {
      const [open, setOpen] = useState<'none' | 'result' | 'prompt'>('none');
      return (
        <>
          <Button onClick={() => setOpen('result')}>Claim</Button>
          <Dialog title="Claimed" open={open === 'result'} onOpenChange={() => setOpen('none')}>
            <Button onClick={() => setOpen('prompt')}>Continue</Button>
          </Dialog>
          <Dialog title="Which city do you live in?" open={open === 'prompt'} onOpenChange={() => setOpen('none')}>
            <input aria-label="City" />
          </Dialog>
        </>
      );
    }
    render(<Chain />);
    const trigger = screen.getByRole('button', { name: 'Claim' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const prompt = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await waitFor(() => expect(prompt).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives focus to the page\'s main region when its trigger has gone', async () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      const [trigger, setTrigger] = useState(true);
      return (
        <main id="main" tabIndex={-1}>
          {trigger ? <Button onClick={() => setOpen(true)}>Sign in</Button> : null}
          <Dialog
            title="Login"
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              setTrigger(false);
            }}
          >
            <input aria-label="Mobile number" />
          </Dialog>
        </main>
      );
    }
    render(<Gone />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
