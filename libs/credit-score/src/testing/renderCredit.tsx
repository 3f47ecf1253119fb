// Renders the credit page as the site does: the route module at /creditscorecheck (partner, router
// and location probe from auth's page renderer) over the fake credit server.
import type { User } from '@rewards/api-contract';
import type { PartnerConfig } from '@rewards/partner';
import { makeUser, renderWithSession, type TestSessionStatus } from '@rewards/auth/testing';
import { clockStartingAt, ClockProvider, type Clock } from '@rewards/clock';
import { I18nProvider, type Locale } from '@rewards/i18n';
import { Suspense, type ReactNode } from 'react';
import { Component } from '../routes/creditScoreCheck';
import type { CreditServerOptions } from './creditServer';
import { TEST_NOW } from './fixtures';
import { creditSession, creditTestApi, LoginPopupHost } from './CreditProviders';

export interface RenderCreditOptions {
  /** The member (`makeUser()` by default); `null` for a visitor. */
  user?: User | null;
  status?: TestSessionStatus;
  server?: CreditServerOptions;
  /** Another deployment's config (the core site's by default). */
  partner?: PartnerConfig;
  /** The page's and the fake server's clock: from `TEST_NOW`, at real speed, by default. */
  clock?: Clock;
  /** The page's language (English by default, as without a provider); Hindi arrives asynchronously: find, not get. */
  locale?: Locale;
}

export function renderCredit({ user = makeUser(), status = 'loggedIn', server, partner, clock = clockStartingAt(TEST_NOW), locale }: RenderCreditOptions = {}) {
  const api = creditTestApi({ clock, ...server });
  const store = creditSession(user, status);
  // The login popup reads the location, so it goes inside the router, around the page.
  const route: ReactNode = (
    <ClockProvider clock={clock}>
      <LoginPopupHost>
        <Component />
      </LoginPopupHost>
    </ClockProvider>
  );
  const page: ReactNode = locale ? (
    <I18nProvider locale={locale}>
      <Suspense fallback={null}>{route}</Suspense>
    </I18nProvider>
  ) : (
    route
  );
  return { ...renderWithSession(page, { api, store, route: '/creditscorecheck', path: '/creditscorecheck', ...(partner ? { partner } : {}) }), api, clock };
}
