import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo, signInPathFor } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/students', '/students'],
    ['/students/42?state=submitted', '/students/42?state=submitted'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['students', '/'],
    ['//evil.example/students', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/signin', '/'],
    ['/signin?returnTo=/x', '/'],
    ['/nc/admin/v1/session', '/'],
    ['/dev/oidc/staff', '/'],
    ['/codes\n', '/'],
  ])('%s comes back to %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });
});

describe('the sign-in links', () => {
  it('keeps the path the staff member was on', () => {
    expect(signInPathFor('/members?q=98')).toBe('/signin?returnTo=%2Fmembers%3Fq%3D98');
    expect(signInPathFor('/')).toBe('/signin');
    expect(loginHref('/students')).toBe('/nc/admin/v1/auth/login?returnTo=%2Fstudents');
    expect(loginHref('//evil.example')).toBe('/nc/admin/v1/auth/login?returnTo=%2F');
  });
});
