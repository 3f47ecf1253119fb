// What a staff member's ID token says, read as the console needs it: the roles (from the `groups`
// claim, rewards-reviewer … rewards-admin; any other group is not ours and is ignored), the email and
// the name. Pure functions, tested in rules.unit.test.ts.
import { STAFF_ROLES, type StaffRole } from '../../../db/schema';

/** The identity provider's group of each role. */
export const STAFF_GROUPS: Record<StaffRole, string> = {
  reviewer: 'rewards-reviewer',
  support: 'rewards-support',
  marketer: 'rewards-marketer',
  admin: 'rewards-admin',
};

/**
 * The roles a `groups` claim grants, in the console's order. Providers send a list of names (some,
 * like Keycloak's full group paths, with a leading '/'); a single string is taken as a list of one.
 */
export function rolesFromGroups(groups: unknown): StaffRole[] {
  const names = (Array.isArray(groups) ? groups : typeof groups === 'string' ? [groups] : [])
    .filter((group): group is string => typeof group === 'string')
    .map((group) => group.trim().replace(/^\//, '').toLowerCase());
  return STAFF_ROLES.filter((role) => names.includes(STAFF_GROUPS[role]));
}

export interface StaffIdentity {
  subject: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** Who the ID token names, or why it cannot be used: no subject, or no email to show in the audit log. */
export function staffIdentityFromClaims(claims: Record<string, unknown>): StaffIdentity | { refused: string } {
  const subject = typeof claims['sub'] === 'string' ? claims['sub'] : '';
  const email = typeof claims['email'] === 'string' ? claims['email'].trim().toLowerCase() : '';
  if (!subject) return { refused: 'the ID token has no subject' };
  if (!email) return { refused: 'the ID token has no email' };
  const given = [claims['given_name'], claims['family_name']].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  const name = (typeof claims['name'] === 'string' && claims['name'].trim()) || given || email;
  return { subject, email: email.slice(0, 254), name: name.trim().slice(0, 200), roles: rolesFromGroups(claims['groups']) };
}
