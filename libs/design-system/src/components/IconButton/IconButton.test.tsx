import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

const icon = (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M2 10h16" stroke="currentColor" />
  </svg>
);

describe('IconButton', () => {
  it('is a real button named by its label, never submitting a form by default', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <IconButton label="Share" icon={icon} onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives at least a 44 × 44 px target', () => {
    render(<IconButton label="Back" icon={icon} />);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Back' }));
    expect(style.width).toBe('44px');
    expect(style.height).toBe('44px');
  });

  it('can be reached and pressed from the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Open menu" icon={icon} onClick={onClick} aria-haspopup="dialog" />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Edit mobile number" icon={icon} onClick={onClick} disabled />);
    const button = screen.getByRole('button', { name: 'Edit mobile number' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label as the name and passes only aria attributes through', () => {
    const loose = { 'aria-label': 'Something else', 'aria-expanded': false, className: 'hack', style: { color: 'red' }, id: 'x' };
    render(<IconButton label="Close" icon={icon} {...(loose as object)} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveClass('hack');
    expect(button).not.toHaveAttribute('style');
    expect(button).not.toHaveAttribute('id');
  });

  it('gives each tone its own class', () => {
    render(
      <>
        <IconButton label="A" icon={icon} tone="inherit" />
        <IconButton label="B" icon={icon} tone="link" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(screen.getByRole('button', { name: 'B' }).className);
  });
});
