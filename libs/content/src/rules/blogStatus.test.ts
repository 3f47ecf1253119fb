import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { blogStatus, readTime } from './blogStatus';

describe('blogStatus', () => {
  it.each([
    [6, 14, 'Showing 6 of 14 articles'],
    [14, 14, 'Showing 14 of 14 articles'],
    [1, 1, 'Showing 1 of 1 article'],
    [0, 0, 'Showing 0 of 0 articles'],
  ])('%i of %i reads %s', (shown, total, text) => {
    expect(blogStatus(english, shown, total)).toBe(text);
  });
});

describe('readTime', () => {
  it('reads minutes', () => {
    expect(readTime(english, 4)).toBe('4 min read');
  });
});
