// The sandbox staff provider's accounts: one demo staff member per role, all with one password, as
// `npm start` and the docs list them. They exist only in the sandbox provider (development); nothing
// about them is stored until one signs in.
import type { StaffRole } from '../../../db/schema';
import { STAFF_GROUPS } from './rules';

export interface DemoStaffMember {
  /** The provider's subject (stable, like a real provider's). */
  subject: string;
  email: string;
  name: string;
  role: StaffRole;
}

export const DEMO_STAFF_PASSWORD = 'console-demo';

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { subject: 'demo-staff-reviewer', email: 'reviewer@staff.example', name: 'Asha Rao', role: 'reviewer' },
  { subject: 'demo-staff-support', email: 'support@staff.example', name: 'Sunil Menon', role: 'support' },
  { subject: 'demo-staff-marketer', email: 'marketer@staff.example', name: 'Meera Iyer', role: 'marketer' },
  { subject: 'demo-staff-admin', email: 'admin@staff.example', name: 'Arjun Das', role: 'admin' },
];

/** The ID token claims the sandbox asserts for a demo staff member: who, and the group of their role. */
export function demoStaffClaims(member: DemoStaffMember): Record<string, unknown> {
  return { email: member.email, email_verified: true, name: member.name, groups: [STAFF_GROUPS[member.role]] };
}
