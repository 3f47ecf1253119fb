import { describe, expect, it } from 'vitest';
import { isNewUserStatus } from './userStatus';

describe('isNewUserStatus', () => {
  it.each([
    [205, true],
    [206, true],
    [214, true],
    [215, true],
    [212, false],
    [200, false],
    [0, false],
  ])('%i → %s', (statusCode, expected) => {
    expect(isNewUserStatus(statusCode)).toBe(expected);
  });
});
