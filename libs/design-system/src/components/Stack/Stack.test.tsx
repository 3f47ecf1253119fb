import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays its children out one under another as a grid with one shrinkable column', () => {
    render(
      <Stack space="standard" aria-label="Steps">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByLabelText('Steps');
    expect(stack.tagName).toBe('DIV');
    expect(getComputedStyle(stack).display).toBe('grid');
    expect(getComputedStyle(stack).gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('renders a list without bullets or indent when asked to', () => {
    render(
      <Stack as="ul" space="small" aria-label="Benefits">
        <li>Dining</li>
        <li>Travel</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Benefits' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getComputedStyle(list).listStyle).toBe('none');
    expect(getComputedStyle(list).paddingLeft).toBe('0px');
  });

  it.each([
    ['a space', 'small', 1],
    ['one space per viewport', { mobile: 'small', tablet: 'medium', desktop: 'large', wide: 'xlarge' }, 4],
    ['spaces from some viewports up', { mobile: 'standard', desktop: 'xlarge' }, 2],
  ] as const)('takes %s as one gap class per viewport given', (_name, space, gapClasses) => {
    render(
      <>
        <Stack space="small" aria-label="Single">
          x
        </Stack>
        <Stack space={space} aria-label="Spaced">
          y
        </Stack>
      </>,
    );
    const single = screen.getByLabelText('Single').classList.length;
    expect(screen.getByLabelText('Spaced').classList.length - single + 1).toBe(gapClasses);
  });

  it('gives each alignment its own class', () => {
    render(
      <>
        {(['stretch', 'start', 'center', 'end'] as const).map((align) => (
          <Stack key={align} space="small" align={align} aria-label={align}>
            {align}
          </Stack>
        ))}
      </>,
    );
    const classes = ['stretch', 'start', 'center', 'end'].map((align) => screen.getByLabelText(align).className);
    expect(new Set(classes).size).toBe(4);
  });

  it('passes an id and aria attributes through and nothing else', () => {
    const loose = { 'aria-labelledby': 'heading', className: 'hack', style: { color: 'red' }, onClick: () => undefined };
    render(
      <>
        <h2 id="heading">Offers</h2>
        <Stack as="section" id="offers" space="small" {...(loose as object)}>
          content
        </Stack>
      </>,
    );
    const section = screen.getByRole('region', { name: 'Offers' });
    expect(section).toHaveAttribute('id', 'offers');
    expect(section).not.toHaveClass('hack');
    expect(section).not.toHaveAttribute('style');
  });
});
