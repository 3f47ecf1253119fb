import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreGauge } from './ScoreGauge';

describe('ScoreGauge', () => {
  it.each([
    [512, 'POOR', 'Credit score 512 out of 900, Poor'],
    [624, 'FAIR', 'Credit score 624 out of 900, Fair'],
    [705, 'GOOD', 'Credit score 705 out of 900, Good'],
    [742, 'VERY_GOOD', 'Credit score 742 out of 900, Very good'],
    [841, 'EXCELLENT', 'Credit score 841 out of 900, Excellent'],
  ] as const)('%i is one image named "%s"', (score, band, name) => {
    render(<ScoreGauge score={score} band={band} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('draws the filled arc up to the score, and none at the bottom of the scale', () => {
    const { container, rerender } = render(<ScoreGauge score={600} band="FAIR" />);
    // Half way: the arc ends at the top of the half circle.
    expect(container.querySelectorAll('path')[1]).toHaveAttribute('d', 'M 20 100 A 80 80 0 0 1 100.00 20.00');
    rerender(<ScoreGauge score={300} band="POOR" />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });
});
