// Renders UI as a page would: `renderWithApi` (partner, query providers, a router and a probe of
// where it is) with a session and fake captcha services.
import { renderWithApi } from '@rewards/api-client/testing';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import type { ComponentType, ReactNode } from 'react';
import type { InitialEntry } from 'react-router-dom';
import { authTestApi, SessionTestProviders, type AuthTestProvidersProps } from './AuthTestProviders';
import { testSessionStore } from './session';

export { LocationProbe } from '@rewards/api-client/testing';

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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionTestProviders store={store} captchaServices={captchaServices}>
      {Wrapper ? <Wrapper>{children}</Wrapper> : children}
    </SessionTestProviders>
  );
  return { ...renderWithApi(ui, { api: deps, partner, wrapper, route, path }), store, partner, deps };
}
