import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Columns } from './Columns';

describe('Columns', () => {
  it('lays a list out in a set number of equal columns that may shrink', () => {
    render(
      <Columns as="ul" space="standard" columns={2} aria-label="Offers">
        <li>One</li>
        <li>Two</li>
      </Columns>,
    );
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getComputedStyle(list).display).toBe('grid');
    expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(getComputedStyle(list).listStyle).toBe('none');
  });

  it('takes one column count per viewport', () => {
    render(
      <>
        <Columns space="standard" columns={1} aria-label="One">
          x
        </Columns>
        <Columns space="standard" columns={{ mobile: 1, tablet: 2, desktop: 4 }} aria-label="Responsive">
          y
        </Columns>
      </>,
    );
    const one = screen.getByLabelText('One').classList.length;
    expect(screen.getByLabelText('Responsive').classList.length).toBe(one + 2);
  });

  it.each([
    [260, 'fill', '260px', 'auto-fill'],
    [160, 'fit', '160px', 'auto-fit'],
    ['14rem', 'fill', '14rem', 'auto-fill'],
  ] as const)('fits as many columns as there is room for at %s (%s)', (minColumnWidth, repeat, width, keyword) => {
    render(
      <Columns space="small" minColumnWidth={minColumnWidth} repeat={repeat} aria-label="Tiles">
        x
      </Columns>,
    );
    const grid = screen.getByLabelText('Tiles');
    expect(grid.getAttribute('style')).toContain(width);
    expect(getComputedStyle(grid).gridTemplateColumns).toContain(keyword);
    expect(getComputedStyle(grid).gridTemplateColumns).toContain('min(100%,');
  });

  it('passes aria attributes through and nothing else', () => {
    const loose = { 'aria-label': 'Grid', className: 'hack', style: { color: 'red' } };
    render(
      <Columns space="small" columns={3} {...(loose as object)}>
        x
      </Columns>,
    );
    const grid = screen.getByLabelText('Grid');
    expect(grid).not.toHaveClass('hack');
    expect(grid).not.toHaveAttribute('style');
  });
});
