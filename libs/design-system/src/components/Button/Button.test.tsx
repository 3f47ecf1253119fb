import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its content and never submits a form by default', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Join now</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Join now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Pay</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Generate code
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Generate code' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes aria attributes through and nothing else', () => {
    const loose = { 'aria-label': 'Close dialog', 'aria-expanded': true, className: 'hack', style: { color: 'red' }, id: 'x' };
    // Callers spreading untyped objects must not be able to restyle the button.
    render(<Button {...(loose as object)}>×</Button>);
    const button = screen.getByRole('button', { name: 'Close dialog' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).not.toHaveClass('hack');
    expect(button).not.toHaveAttribute('style');
    expect(button).not.toHaveAttribute('id');
  });

  it('gives each variant and size its own class', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="secondary">B</Button>
        <Button variant="ghost" size="large" fullWidth>
          C
        </Button>
      </>,
    );
    const classes = ['A', 'B', 'C'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(3);
    expect(classes[2]).toMatch(/size_large/);
    expect(classes[2]).toMatch(/fullWidth_true/);
  });
});
