import { describe, expect, it } from 'vitest';
import { acceptedLanguages, answerLanguage } from './language';

describe('the language of an answer (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in', 'hi'],
    ['en-IN', 'en'],
    ['en-XA', 'en-XA'],
    ['en-xa, hi;q=0.5', 'en-XA'],
    ['en-GB, hi;q=0.8', 'en'],
    ['hi;q=0.9, en;q=0.8', 'hi'],
    ['en;q=0.5, hi;q=0.9', 'hi'],
    ['mr-IN, hi;q=0.5, en;q=0.3', 'hi'],
    ['fr-FR, de', 'en'],
    ['hi;q=0, fr', 'en'],
    ['*', 'en'],
  ])('%j answers %s', (header, language) => {
    expect(answerLanguage(header)).toBe(language);
  });

  it('orders the languages by q, then as written', () => {
    expect(acceptedLanguages('a;q=0.5, b, c;q=0.9, d;q=0')).toEqual(['b', 'c', 'a']);
  });
});
