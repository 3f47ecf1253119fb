// The console's test entry point (`@rewards/admin/testing`): the shell's providers around a fake
// server, as the app wires them (the same client middleware and query cache), in a memory router.
// For tests and stories only; lint keeps it out of production code.
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ok, TEST_BASE_URL } from '@rewards/api-client/testing';
import type { StaffRole } from './sections';
import { ConsoleProviders } from './shell/ConsoleApp';
import { createConsoleClient, createConsoleQueryClient } from './shell/consoleClient';
import type { StaffSession } from './shell/session';
import { createConsoleSignals } from './shell/signals';

const NAMES: Record<StaffRole, string> = { reviewer: 'Asha Rao', support: 'Sunil Menon', marketer: 'Meera Iyer', admin: 'Arjun Das' };

/** A staff session as GET /nc/admin/v1/session answers it (the first role names the person). */
export function staffSession(roles: readonly StaffRole[] = ['admin'], overrides: Partial<StaffSession> = {}): StaffSession {
  const first = roles[0] ?? 'admin';
  return { email: `${first}@staff.example`, name: NAMES[first], roles: [...roles], expiresAt: '2030-01-01T10:30:00.000Z', ...overrides };
}

/** The session's answer, for a fake server's routes: `byPath({ '/nc/admin/v1/session': sessionAnswer(['reviewer']) })`. */
export const sessionAnswer = (roles: readonly StaffRole[] = ['admin']) => () => ok(staffSession(roles));

export interface ConsoleTestProvidersProps {
  /** The fake server (`fakeFetch(...).fetch` from @rewards/api-client/testing). */
  fetch: typeof globalThis.fetch;
  /** The router's starting path (and search). */
  route?: string;
  children: ReactNode;
}

/** The console's providers over a fake server, without a router (a story's comes from the Storybook preview: `parameters.route`). */
export function ConsoleFakeServer({ fetch, children }: { fetch: typeof globalThis.fetch; children: ReactNode }) {
  const [wiring] = useState(() => {
    const signals = createConsoleSignals();
    return {
      signals,
      client: createConsoleClient(signals, { baseUrl: TEST_BASE_URL, fetch, readCookies: () => '' }),
      queryClient: createConsoleQueryClient(signals, { retry: false }),
    };
  });
  return <ConsoleProviders {...wiring}>{children}</ConsoleProviders>;
}

/** The console's providers over a fake server, in a memory router starting at `route` (unit tests). */
export function ConsoleTestProviders({ fetch, route = '/', children }: ConsoleTestProvidersProps) {
  return (
    <ConsoleFakeServer fetch={fetch}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ConsoleFakeServer>
  );
}
