import { describe, expect, it } from 'vitest';
import { english } from '../../testing/translate';
import { rendersFlat, shouldAutoplay, slideLabel, type AutoplayConditions } from './carouselRules';

describe('carousel rules', () => {
  it.each([
    [0, true],
    [1, true],
    [3, true],
    [4, false],
    [10, false],
  ])('%i items render flat: %s', (count, flat) => {
    expect(rendersFlat(count)).toBe(flat);
  });

  it('a different threshold can be given', () => {
    expect(rendersFlat(5, 6)).toBe(true);
    expect(rendersFlat(6, 6)).toBe(false);
  });

  it.each([
    [0, 5, '1 of 5'],
    [4, 5, '5 of 5'],
  ])('slide %i of %i is named %s', (index, count, name) => {
    expect(slideLabel(english, index, count)).toBe(name);
  });
});

describe('shouldAutoplay', () => {
  const idle: AutoplayConditions = { autoplay: true, reducedMotion: false, overflows: true, inView: true, hovered: false, focused: false, paused: false };

  it('plays when asked to, on screen, with somewhere to go and nobody interacting', () => {
    expect(shouldAutoplay(idle)).toBe(true);
  });

  it.each<[string, Partial<AutoplayConditions>]>([
    ['autoplay is off', { autoplay: false }],
    ['the member prefers reduced motion', { reducedMotion: true }],
    ['every item fits', { overflows: false }],
    ['it is off screen', { inView: false }],
    ['the pointer is over it', { hovered: true }],
    ['focus is inside it', { focused: true }],
    ['the member stopped the rotation', { paused: true }],
  ])('stops when %s', (_case, change) => {
    expect(shouldAutoplay({ ...idle, ...change })).toBe(false);
  });
});
