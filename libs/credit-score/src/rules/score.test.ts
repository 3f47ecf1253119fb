import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { bandLabel, bandOf, bandTone, gaugeAngle, scoreDescription } from './score';

describe('score bands', () => {
  it.each([
    [300, 'POOR', 'Poor', 'critical'],
    [579, 'POOR', 'Poor', 'critical'],
    [580, 'FAIR', 'Fair', 'critical'],
    [669, 'FAIR', 'Fair', 'critical'],
    [670, 'GOOD', 'Good', 'info'],
    [739, 'GOOD', 'Good', 'info'],
    [740, 'VERY_GOOD', 'Very good', 'positive'],
    [799, 'VERY_GOOD', 'Very good', 'positive'],
    [800, 'EXCELLENT', 'Excellent', 'positive'],
    [900, 'EXCELLENT', 'Excellent', 'positive'],
  ] as const)('%i is %s: "%s" in the %s colour', (score, band, label, tone) => {
    expect(bandOf(score)).toBe(band);
    expect(bandLabel(english, band)).toBe(label);
    expect(bandTone(band)).toBe(tone);
  });
});

describe('gaugeAngle', () => {
  it.each([
    [300, 0],
    [600, 90],
    [900, 180],
    [750, 135],
    [250, 0],
    [950, 180],
  ])('%i points at %i°', (score, angle) => {
    expect(gaugeAngle(score)).toBeCloseTo(angle);
  });
});

describe('scoreDescription', () => {
  it('reads the score, the scale and the band', () => {
    expect(scoreDescription(english, 742, 'VERY_GOOD')).toBe('Credit score 742 out of 900, Very good');
    expect(scoreDescription(english, 512, 'POOR')).toBe('Credit score 512 out of 900, Poor');
  });
});
