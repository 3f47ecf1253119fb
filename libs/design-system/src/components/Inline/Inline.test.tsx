import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('puts its children side by side, wrapping by default', () => {
    render(
      <Inline space="small" aria-label="Actions">
        <button type="button">Save</button>
        <button type="button">Cancel</button>
      </Inline>,
    );
    const row = screen.getByLabelText('Actions');
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('keeps its children on one line when asked to', () => {
    render(
      <Inline space="small" wrap={false} aria-label="Brand">
        <span>Logo</span>
        <span>Name</span>
      </Inline>,
    );
    expect(getComputedStyle(screen.getByLabelText('Brand')).flexWrap).toBe('nowrap');
  });

  it('renders a list of chips without bullets', () => {
    render(
      <Inline as="ul" space="small" aria-label="Tags">
        <li>Dining</li>
        <li>Travel</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getComputedStyle(list).listStyle).toBe('none');
  });

  it.each([
    ['align', { align: 'spaceBetween' }],
    ['alignY', { alignY: 'center' }],
    ['a responsive align', { align: { mobile: 'center', desktop: 'start' } }],
  ] as const)('adds classes for %s', (_name, props) => {
    render(
      <>
        <Inline space="small" aria-label="Plain">
          x
        </Inline>
        <Inline space="small" {...props} aria-label="Aligned">
          y
        </Inline>
      </>,
    );
    const plain = screen.getByLabelText('Plain').className;
    expect(screen.getByLabelText('Aligned').className.startsWith(plain)).toBe(true);
    expect(screen.getByLabelText('Aligned').className.length).toBeGreaterThan(plain.length);
  });

  it('passes aria attributes through and nothing else', () => {
    const loose = { 'aria-label': 'Row', className: 'hack', style: { color: 'red' } };
    render(<Inline space="small" {...(loose as object)}>x</Inline>);
    const row = screen.getByLabelText('Row');
    expect(row).not.toHaveClass('hack');
    expect(row).not.toHaveAttribute('style');
  });
});
