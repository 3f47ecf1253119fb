import { describe, expect, it } from 'vitest';
import { parseStaffSandboxForm } from './sandbox-page';
import { rolesFromGroups, staffIdentityFromClaims } from './rules';
import { consoleReturnPath } from './state-cookie';

describe('the roles a groups claim grants', () => {
  it.each([
    ['one group', ['rewards-reviewer'], ['reviewer']],
    ['several, in the console order', ['rewards-admin', 'rewards-support'], ['support', 'admin']],
    ['Keycloak group paths and any case', ['/rewards-Marketer'], ['marketer']],
    ['a single string', 'rewards-admin', ['admin']],
    ['groups that are not ours', ['engineering', 'rewards-readonly'], []],
    ['no claim', undefined, []],
    ['not a list of strings', [42, { name: 'rewards-admin' }], []],
  ])('%s', (_label, groups, roles) => {
    expect(rolesFromGroups(groups)).toEqual(roles);
  });
});

describe('who an ID token names', () => {
  it('reads subject, email (lower case), name and roles', () => {
    expect(staffIdentityFromClaims({ sub: 's1', email: 'Asha@Staff.Example', name: 'Asha Rao', groups: ['rewards-reviewer'] })).toEqual({ subject: 's1', email: 'asha@staff.example', name: 'Asha Rao', roles: ['reviewer'] });
  });

  it('builds a name from its parts, or falls back to the email', () => {
    expect(staffIdentityFromClaims({ sub: 's', email: 'a@b.in', given_name: 'Meera', family_name: 'Iyer' })).toMatchObject({ name: 'Meera Iyer', roles: [] });
    expect(staffIdentityFromClaims({ sub: 's', email: 'a@b.in' })).toMatchObject({ name: 'a@b.in' });
  });

  it('refuses a token without subject or email (the audit log must say who)', () => {
    expect(staffIdentityFromClaims({ email: 'a@b.in' })).toEqual({ refused: 'the ID token has no subject' });
    expect(staffIdentityFromClaims({ sub: 's' })).toEqual({ refused: 'the ID token has no email' });
  });
});

describe('where the console may return to after signing in', () => {
  it.each([
    ['/students', '/students'],
    ['/members/42?tab=orders#codes', '/members/42?tab=orders#codes'],
    ['/', '/'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['students', '/'],
    ['/a\nb', '/'],
    [`/${'x'.repeat(2048)}`, '/'],
  ])('%j → %s', (raw, path) => {
    expect(consoleReturnPath(raw)).toBe(path);
  });
});

describe('the sandbox staff page', () => {
  it('signs in a demo staff member with the demo password only, and says the same for a wrong email or password', () => {
    const form = (fields: Record<string, string>) => parseStaffSandboxForm(new URLSearchParams({ action: 'continue', ...fields }));
    expect(form({ email: ' Reviewer@staff.example ', password: 'console-demo' })).toMatchObject({ kind: 'continue', account: { role: 'reviewer' } });
    const wrongPassword = form({ email: 'reviewer@staff.example', password: 'x' });
    const unknown = form({ email: 'nobody@staff.example', password: 'console-demo' });
    expect(wrongPassword).toMatchObject({ kind: 'invalid', typed: 'reviewer@staff.example' });
    expect(unknown).toMatchObject({ kind: 'invalid', message: (wrongPassword as { message: string }).message });
    expect(form({ email: '', password: '' })).toMatchObject({ kind: 'invalid', message: 'Enter your work email and your password.' });
    expect(parseStaffSandboxForm(new URLSearchParams({ action: 'cancel' }))).toEqual({ kind: 'cancel' });
  });
});
