// Renders login UI as a page would: partner, router (with a probe of the current location) and the login providers.
import type { AuthApi } from '@rewards/api-client';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import type { CaptchaServices } from '../../captcha/captchaServices';
import type { SessionStore } from '../../session';
import { LoginProviders, testSessionStore } from './LoginProviders';

/** Shows where the router is, for tests to read: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderLoginOptions {
  authApi: AuthApi;
  store?: SessionStore;
  captchaServices?: CaptchaServices;
  partner?: PartnerConfig;
  route?: InitialEntry;
  /** The route pattern the UI is mounted at; other paths render only the probe. */
  path?: string;
}

export function renderLogin(ui: ReactNode, options: RenderLoginOptions) {
  const store = options.store ?? testSessionStore();
  const partner = options.partner ?? examplePartners.core;
  const result = render(
    <PartnerProvider partner={partner}>
      <LoginProviders authApi={options.authApi} store={store} {...(options.captchaServices ? { captchaServices: options.captchaServices } : {})}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <Routes>
            <Route path={options.path ?? '/'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </LoginProviders>
    </PartnerProvider>,
  );
  return { ...result, store, partner };
}
