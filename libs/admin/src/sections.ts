// The console's sections: each a lazy module mounted at its path (`/students/*`), offered in the
// navigation to the roles that may use it (the API refuses the others whatever the console shows).
import type { ComponentType } from 'react';
import type { components } from '@rewards/api-contract';
import { useT, type Translate } from '@rewards/i18n';
import { adminCatalogue } from './i18n/catalogue';

export type StaffRole = components['schemas']['StaffRole'];

export interface ConsoleSection {
  id: string;
  path: string;
  /** Its name in the page's language (`t`, the console catalogue's). */
  label: (t: Translate) => string;
  roles: readonly StaffRole[];
  load: () => Promise<{ default: ComponentType }>;
}

export const SECTIONS: readonly ConsoleSection[] = [
  { id: 'students', path: '/students', label: (t) => t('sections.students'), roles: ['reviewer', 'admin'], load: () => import('./students/StudentsSection') },
  { id: 'members', path: '/members', label: (t) => t('sections.members'), roles: ['support', 'admin'], load: () => import('./members/MembersSection') },
  { id: 'codes', path: '/codes', label: (t) => t('sections.codes'), roles: ['marketer', 'admin'], load: () => import('./codes/CodesSection') },
  { id: 'campaigns', path: '/campaigns', label: (t) => t('sections.campaigns'), roles: ['marketer', 'admin'], load: () => import('./campaigns/CampaignsSection') },
  { id: 'insight', path: '/insight', label: (t) => t('sections.insight'), roles: ['marketer', 'admin'], load: () => import('./insight/InsightSection') },
  { id: 'audit', path: '/audit', label: (t) => t('sections.audit'), roles: ['admin'], load: () => import('./audit/AuditSection') },
];

/** The sections a staff member's roles open (of the console's, or of `sections`: the shell's tests give their own). */
export function sectionsFor(roles: readonly StaffRole[], sections: readonly ConsoleSection[] = SECTIONS): ConsoleSection[] {
  return sections.filter((section) => section.roles.some((role) => roles.includes(role)));
}

/**
 * A section's name in the page's language, for its own pages (their title, heading or navigation):
 * the console catalogue's, as the navigation says it (a section's own `t` reads its section's catalogue).
 */
export function useSectionName(id: string): string {
  const t = useT(adminCatalogue);
  const section = SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No console section '${id}'`);
  return section.label(t);
}
