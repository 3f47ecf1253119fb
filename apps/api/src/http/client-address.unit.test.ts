import { describe, expect, it } from 'vitest';
import { addressLimitKey } from './client-address';

describe('addressLimitKey', () => {
  it.each([
    ['203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:cb00:7107', 64, '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64, '2001:db8:1:2::'],
    ['2001:DB8:1:2::1', 64, '2001:db8:1:2::'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', 56, '2001:db8:1::'],
    ['2001:db8:1:2ff::1', 56, '2001:db8:1:200::'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', 128, '2001:db8:1:2:aaaa:bbbb:cccc:dddd'],
    ['fe80::1%eth0', 64, 'fe80::'],
    ['::1', 64, '::'],
    // not an address (a test's placeholder): its own key
    ['unknown', 64, 'unknown'],
  ])('keys %s (IPv6 prefix /%i) as %s', (address, prefix, key) => {
    expect(addressLimitKey(address, prefix)).toBe(key);
  });
});
