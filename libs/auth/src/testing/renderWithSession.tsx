// Renders UI as a page would: the partner, the test providers, a router and a probe of where it is.
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { AuthTestProviders, authTestApi, type AuthTestProvidersProps } from './AuthTestProviders';
import { testSessionStore } from './session';

/** Shows where the router is, for tests to read: `screen.getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderWithSessionOptions extends Omit<AuthTestProvidersProps, 'children'> {
  partner?: PartnerConfig;
  route?: InitialEntry;
  /** The route pattern(s) the UI is mounted at (default `/`); other paths render only the probe. */
  path?: string | string[];
  /** A lib's own providers, between the test providers and the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export function renderWithSession(ui: ReactNode, { partner = examplePartners.core, route = '/', path = '/', wrapper: Wrapper, store = testSessionStore(), authApi, api, captchaServices }: RenderWithSessionOptions = {}) {
  const deps = api ?? authTestApi(authApi);
  const routes = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        {[path].flat().map((pattern) => (
          <Route key={pattern} path={pattern} element={ui} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
  const view = render(
    <PartnerProvider partner={partner}>
      <AuthTestProviders api={deps} store={store} captchaServices={captchaServices}>
        {Wrapper ? <Wrapper>{routes}</Wrapper> : routes}
      </AuthTestProviders>
    </PartnerProvider>,
  );
  return { ...view, store, partner, deps };
}
