// The console's test entry point (`@rewards/admin/testing`): the shell's providers around a fake
// server, as the app wires them (the same client middleware and query cache), in a memory router.
// For tests and stories only; lint keeps it out of production code.
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeFetch, ok, TEST_BASE_URL, type Responder } from '@rewards/api-client/testing';
import { I18nProvider, type Locale } from '@rewards/i18n';
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
  /** The console's language (English without it, as the components read it without a provider). */
  locale?: Locale;
  children: ReactNode;
}

export interface ConsoleFakeServerProps {
  fetch: typeof globalThis.fetch;
  /**
   * The console's language: the page's, as the app gives it (its calls ask the API for it too), with
   * a boundary for a catalogue still loading. English without it.
   */
  locale?: Locale;
  children: ReactNode;
}

/** The console's providers over a fake server, without a router (a story's comes from the Storybook preview: `parameters.route`). */
export function ConsoleFakeServer({ fetch, locale, children }: ConsoleFakeServerProps) {
  const [wiring] = useState(() => {
    const signals = createConsoleSignals();
    return {
      signals,
      client: createConsoleClient(signals, { baseUrl: TEST_BASE_URL, fetch, readCookies: () => '', ...(locale ? { locale } : {}) }),
      queryClient: createConsoleQueryClient(signals, { retry: false }),
    };
  });
  const providers = <ConsoleProviders {...wiring}>{children}</ConsoleProviders>;
  return locale ? (
    <I18nProvider locale={locale}>
      <Suspense fallback={null}>{providers}</Suspense>
    </I18nProvider>
  ) : (
    providers
  );
}

/** The console's providers over a fake server, in a memory router starting at `route` (unit tests). */
export function ConsoleTestProviders({ fetch, route = '/', locale, children }: ConsoleTestProvidersProps) {
  return (
    <ConsoleFakeServer fetch={fetch} {...(locale ? { locale } : {})}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ConsoleFakeServer>
  );
}

export interface SectionStoryProps {
  /** The fake API's answers. */
  respond: Responder;
}

/**
 * A section's story frame: the section at its routes (`path`, such as `/codes/*`) over a fake API, at
 * the story's route (`parameters.route`). The router is the one Storybook's preview gives every
 * story, so the section gets no router of its own; `main` puts it in the shell's <main>.
 */
export function sectionStory(path: string, Section: ComponentType, { main = false }: { main?: boolean } = {}) {
  function SectionStory({ respond }: SectionStoryProps) {
    const routes = (
      <Routes>
        <Route path={path} element={<Section />} />
      </Routes>
    );
    return (
      <ConsoleFakeServer fetch={fakeFetch(respond).fetch}>
        {main ? (
          <main id="main" tabIndex={-1}>
            {routes}
          </main>
        ) : (
          routes
        )}
      </ConsoleFakeServer>
    );
  }
  return SectionStory;
}

/** A section story's args (spread into its meta): the fake API's answers, which have no control. */
export const respondWith = (respond: Responder) => ({ args: { respond }, argTypes: { respond: { control: false } } }) as const;
