import { describe, expect, it } from 'vitest';
import { containsUrl } from './urls';

describe('containsUrl (the URL detector)', () => {
  it('flags text containing http(s) or www links', () => {
    expect(containsUrl('http://spam.example')).toBe(true);
    expect(containsUrl('see https://spam.example/offer')).toBe(true);
    expect(containsUrl('HTTPS://SPAM.EXAMPLE')).toBe(true);
    expect(containsUrl('www.spam.example')).toBe(true);
    expect(containsUrl('Ravi WWW.spam.in')).toBe(true);
    expect(containsUrl('(www.spam.in)')).toBe(true);
  });

  it('leaves ordinary text alone', () => {
    expect(containsUrl('Ravi Kumar')).toBe(false);
    expect(containsUrl('Dr. A. Sharma')).toBe(false);
    expect(containsUrl('Howww.ever')).toBe(false);
    expect(containsUrl('http')).toBe(false);
    expect(containsUrl('www')).toBe(false);
    expect(containsUrl('')).toBe(false);
  });
});
