import type { StaffRole } from '../sections';

/**
 * The sandbox identity provider's staff, one per role (apps/api's staff sign-in sandbox; refused in
 * production). Shown on the sign-in page in development only; tools/start.mjs prints the same list.
 */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'reviewer@staff.example', name: 'Asha Rao', role: 'reviewer' },
  { email: 'support@staff.example', name: 'Sunil Menon', role: 'support' },
  { email: 'marketer@staff.example', name: 'Meera Iyer', role: 'marketer' },
  { email: 'admin@staff.example', name: 'Arjun Das', role: 'admin' },
];
export const DEMO_STAFF_PASSWORD = 'console-demo';
