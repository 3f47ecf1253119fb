import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './device-class';

describe('deviceClassOf (the class kept with each collected event)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'desktop'],
  ])('%s is a %s', (userAgent, expected) => {
    expect(deviceClassOf({ 'user-agent': userAgent })).toBe(expected);
  });

  it('takes the mobile client hint over the user agent, and has no class without a user agent', () => {
    expect(deviceClassOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    expect(deviceClassOf({})).toBeNull();
    expect(deviceClassOf({ 'user-agent': '  ' })).toBeNull();
  });
});
